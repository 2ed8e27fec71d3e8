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
});
