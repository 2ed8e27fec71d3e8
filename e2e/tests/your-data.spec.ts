import { readFile } from 'node:fs/promises';
import { expect, logIn, test } from '../support/fixtures';

/**
 * My Account → Your data against the running system (docs/account.md "Your data"): the client asks for a copy of
 * their data from the account menu, the background job prepares it, the e-mail in the development mailbox links
 * back to the page, and the ZIP downloads. The account is the seeded yourdata@example.com, so no other spec's data
 * is touched.
 */
const EMAIL = 'yourdata@example.com';
const READY_SUBJECT = 'Your copy of your data is ready';

interface MailboxMessage {
  subject: string | null;
  text: string;
}

test('a client asks for a copy of their data and downloads it from the e-mailed link', async ({ page, request }) => {
  test.setTimeout(180_000);
  await logIn(page, EMAIL);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Reached by clicks: the account menu of the header.
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'Your data' }).click();
  await expect(page).toHaveURL(/\/your-data$/);
  await expect(page.getByRole('heading', { name: 'Your data', level: 1 })).toBeVisible();

  const prepare = page.getByRole('button', { name: 'Prepare a copy of my data' });
  await prepare.click();
  await expect(page.getByText('We are preparing your copy. We will e-mail you when it is ready.')).toBeVisible();

  // The job (pg-boss) prepares it and e-mails the link.
  let link = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(EMAIL)}`);
        const { result } = (await response.json()) as { result: MailboxMessage[] };
        const mail = result.find((m) => m.subject === READY_SUBJECT);
        link = /https?:\/\/\S+\/your-data\?download=[0-9a-f-]{36}/.exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .not.toBe('');
  // The page has noticed too: the copy is ready.
  await expect(page.getByText(/^Ready until /)).toBeVisible({ timeout: 30_000 });

  // The link opens the page (on this server) with that copy offered at the top.
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  const offered = page.getByTestId('linked-export');
  await expect(offered.getByText('Your copy is ready. Download it here.')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    offered.getByRole('button', { name: 'Download ZIP' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^harta-data-\d{4}-\d{2}-\d{2}-[0-9a-f-]{36}\.zip$/);
  const zip = await readFile((await download.path())!);
  // A ZIP (local file header) holding the README, the areas and the documents by name.
  expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
  const names = zip.toString('latin1');
  for (const name of ['README.txt', 'profile.json', 'ledger.json', 'documents/identity/']) {
    expect(names, name).toContain(name);
  }

  // Without the client's session the file is refused.
  const id = url.searchParams.get('download');
  expect((await request.get(`/api/data-rights/exports/${id}/download`)).status()).toBe(401);
});
