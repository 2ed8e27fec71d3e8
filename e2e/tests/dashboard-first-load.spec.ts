import { expect, logIn, test } from '../support/fixtures';

// The dashboard opened with a stored session (a reload, a new visit in the tab): its shell's scripts start after the
// first paint and its first calls are sent by the page's early script, whose answers the app takes instead of asking
// again (docs/architecture.md, "Before the app has loaded").
test.describe('the dashboard opened with a stored session', () => {
  test('its shell lists the scripts and the early calls, and no inline script', async ({ request }) => {
    const html = await (await request.get('/dashboard', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<meta name="harta-app-scripts"');
    expect(html).toMatch(/<meta name="harta-early-calls" content="[^"]*\/api\/dashboard\/getDashBoardSummary/);
    expect(html).not.toMatch(/<script type="module"|modulepreload/);
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  });

  test('each first call is sent once, with the token, and the page shows', async ({ page }) => {
    await logIn(page, 'demo@example.com');
    // Waits of their own: the login and the first visit load the app's code on a busy machine.
    await expect(page.getByRole('heading', { name: /Aisyah/ })).toBeVisible({ timeout: 30_000 });

    const sent: Record<string, string[]> = {};
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) (sent[path] ??= []).push(request.headers().authorization ?? '');
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: /Aisyah/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/Valued at the close of/).first()).toBeVisible();

    for (const path of ['/api/registration/getClientLoginById', '/api/ClientProfile/getClientBasicInfo']) {
      expect(sent[path], path).toHaveLength(1);
      expect(sent[path]![0]).toMatch(/^Bearer \S+$/);
    }
    for (const path of ['/api/portfolios', '/api/dashboard/getDashBoardSummary']) {
      expect(sent[path]?.length, path).toBeGreaterThanOrEqual(1);
    }
  });

  test('its first view shows the figures before the app, then gives way to the page in the same place', async ({
    page,
  }) => {
    await logIn(page, 'demo@example.com');
    await expect(page.getByRole('heading', { name: /Aisyah/ })).toBeVisible({ timeout: 30_000 });

    // The app's entry held back: what shows meanwhile is the first view alone, painted from the early answers.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const firstView = page.locator('#harta-first-view');
    await expect(firstView.getByRole('heading', { name: 'Hello, Aisyah', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(firstView.getByTestId('summary-total-value')).toHaveText(/^RM \d/);
    await expect(firstView.getByRole('navigation', { name: 'Money actions' }).getByRole('link')).toHaveCount(4);
    await expect(firstView.getByRole('link', { name: 'See performance' })).toHaveAttribute('href', '/performance');
    const before = await firstView.getByTestId('summary-total-value').boundingBox();

    release();
    await expect(firstView).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Hello, Aisyah', level: 1 })).toHaveCount(1);
    await expect(page.getByText(/Valued at the close of/).first()).toBeVisible();
    expect(await page.getByTestId('summary-total-value').boundingBox()).toEqual(before);
  });
});
