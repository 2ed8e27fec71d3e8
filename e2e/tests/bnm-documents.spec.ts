import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { DEMO_PASSWORD, expect, logIn, test } from '../support/fixtures';
import { logInStaff, staffToken as staffTokenFor } from '../support/staff';

/**
 * Central-bank approval documents against the running system (issue #13 item 4, docs/account.md "Central-bank
 * approval documents"): a client uploads an approval letter, staff reject it in the back office's queue, and at the
 * client's next login the rejected-documents notice (the spec's text) leads back to the documents page, which shows
 * the rejection and its reason. The client is the seeded bnm@example.com, so the other specs' clients are untouched.
 */
const CLIENT = 'bnm@example.com';
const NOTICE = 'Supporting documents rejected';

async function token(request: APIRequestContext, username: string, password: string): Promise<string> {
  const settings = (await (await request.get('/appsettings.json')).json()) as { clientId: string; scope: string };
  const response = await request.post('/identity/token', {
    form: { grant_type: 'password', client_id: settings.clientId, scope: settings.scope, username, password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A small but real PDF: the server sniffs the content and wants at least 20 KB. */
function approvalPdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n% BNM approval (e2e)\n'), Buffer.alloc(24 * 1024, 0x20)]);
}

/**
 * A retry starts after an earlier attempt's rejection, whose notice would stand in the way: settle it the way a
 * client and staff would (a new upload, approved for a period long past, which lifts no limit).
 */
async function settleEarlierRejection(request: APIRequestContext, staff: string): Promise<void> {
  const client = await token(request, CLIENT, DEMO_PASSWORD);
  const list = await request.get('/bnmGet', { headers: { authorization: `Bearer ${client}` } });
  const documents = ((await list.json()) as { result: { status: string; clientId: number }[] }).result;
  const latest = documents.find((d) => d.status !== 'CANCELLED');
  if (latest?.status !== 'REJECTED') return;
  const upload = await request.post('/bnmUpload', {
    headers: { authorization: `Bearer ${client}`, clientId: String(latest.clientId) },
    multipart: { file: { name: 'settle.pdf', mimeType: 'application/pdf', buffer: approvalPdf() } },
  });
  expect(upload.ok()).toBe(true);
  const { id } = ((await upload.json()) as { result: { id: string } }).result;
  const approve = await request.post(`/api/backoffice/bnm-documents/${id}/approve`, {
    headers: { authorization: `Bearer ${staff}` },
    data: { validFrom: '2020-01-01', validUntil: '2020-12-31' },
  });
  expect(approve.ok()).toBe(true);
}

/** Closes, with Later, any other notice the login shows first, until `name` is the one showing. */
async function noticeNamed(page: Page, name: string) {
  const wanted = page.getByRole('dialog', { name });
  for (let i = 0; i < 5; i += 1) {
    const any = page.getByRole('dialog').first();
    await expect(any).toBeVisible();
    if (await wanted.isVisible()) return wanted;
    await any.getByRole('button', { name: 'Later' }).click();
  }
  await expect(wanted).toBeVisible();
  return wanted;
}

test.describe('central-bank approval documents', () => {
  test('a BNM upload rejected by staff leads to the rejected-documents notice and back to the documents page', async ({
    browser,
    page,
    request,
  }) => {
    // Two logins, an upload and two axe runs: more than the default 45 s on a busy machine.
    test.setTimeout(180_000);
    const staffToken = await staffTokenFor(request);
    await settleEarlierRejection(request, staffToken);
    const description = `e2e ${Date.now()}`;

    // The client uploads the approval letter.
    await logIn(page, CLIENT);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/my-profile/bnm-documents');
    await expect(page.getByRole('heading', { level: 1, name: 'Central bank approval documents' })).toBeVisible();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'bnm-approval.pdf', mimeType: 'application/pdf', buffer: approvalPdf() });
    await page.getByLabel('Description (optional)').fill(description);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Your document was uploaded. We will review it shortly.')).toBeVisible();
    const mine = page.getByRole('listitem').filter({ hasText: description });
    await expect(mine.getByText('Awaiting review')).toBeVisible();
    expect(await axeViolations(page), 'the documents page').toEqual([]);

    // Staff reject it from the review queue.
    const staffContext = await browser.newContext();
    try {
      const staff = await staffContext.newPage();
      await logInStaff(staff);
      await expect(staff).toHaveURL(/\/backoffice$/);
      await staff
        .getByRole('navigation', { name: 'Back office menu' })
        .getByRole('link', { name: 'BNM documents' })
        .click();
      const item = staff.getByRole('listitem').filter({ hasText: description });
      await expect(item.getByText('Mei Ling Wong')).toBeVisible();
      await item.getByRole('button', { name: 'Reject' }).click();
      const dialog = staff.getByRole('dialog', { name: 'Reject this document' });
      await dialog.getByLabel(/Reason/).fill('The approval letter has expired');
      await dialog.getByRole('button', { name: 'Reject' }).click();
      await expect(staff.getByText('The document is rejected; the client is asked for new documents.')).toBeVisible();
      await expect(item).toBeHidden();
      expect(await axeViolations(staff), 'the review queue').toEqual([]);
    } finally {
      await staffContext.close();
    }

    // At the next login (a new browser) the notice says so, in the spec's words, and leads back to the documents.
    const again = await browser.newContext();
    try {
      const next = await again.newPage();
      await logIn(next, CLIENT);
      const notice = await noticeNamed(next, NOTICE);
      await expect(
        notice.getByText('Please re-upload your valid documents which must include BNM approval'),
      ).toBeVisible();
      expect(await axeViolations(next), 'the rejected-documents notice').toEqual([]);
      await notice.getByRole('button', { name: 'Re-upload documents' }).click();
      await expect(next).toHaveURL(/\/my-profile\/bnm-documents$/);
      const rejected = next.getByRole('listitem').filter({ hasText: description });
      await expect(rejected.getByText('Rejected', { exact: true })).toBeVisible();
      await expect(rejected.getByText('Reason: The approval letter has expired')).toBeVisible();
      await expect(rejected.getByRole('button', { name: 'Upload a new file' })).toBeVisible();
    } finally {
      await again.close();
    }
  });
});
