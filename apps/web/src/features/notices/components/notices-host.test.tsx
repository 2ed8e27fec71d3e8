import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messagesEn } from '@harta/contracts/messages';
import type { Notice } from '@harta/contracts/schemas/notices';
import { resetHttpClientConfig } from '../../../lib/http/http-config';
import { loadSpecMessages } from '../../../lib/i18n/init-i18n';
import { resetForegroundQueue, useForegroundTurn } from '../../../lib/foreground-modal/foreground-modal';
import { fakeApi, jsonAnswer } from '../../../test/fake-api';
import { activeClient } from '../../../test/fixtures';
import { fakeAuth, renderRoutes } from '../../../test/render';
import { resetHiddenThisLogin } from '../logic/hidden-this-login';
import { NoticesHost } from './notices-host';

/**
 * The notices host against a stubbed API: one notice at a time, the spouse ID dialog's section 5 messages and
 * its disabled Update, 'Remind Me Later', the closure notice's OK to withdrawal, and the dismissal of an
 * informational notice.
 */

const spouse: Notice = { id: 'SPOUSE_ID', code: 'SPOUSE_ID', kind: 'mandatory' };
const borrowing: Notice = { id: 'RINGGIT_BORROWING', code: 'RINGGIT_BORROWING', kind: 'mandatory' };

function renderHost(notices: Notice[], extra: Record<string, () => unknown> = {}, element = <NoticesHost />) {
  const api = fakeApi({
    'GET /api/registration/getClientLoginById': () => ({ result: activeClient }),
    'GET /api/notices': () => ({ result: notices }),
    ...extra,
  });
  const auth = fakeAuth({ status: 'authenticated', roles: ['c'], user: { profile: { sub: 'user-7' } } as never });
  const utils = renderRoutes(
    [
      { path: '/dashboard', element },
      { path: '/withdrawal', element: <p>withdrawal page</p> },
      { path: '/my-profile', element: <p>profile page</p> },
      { path: '/my-profile/bnm-documents', element: <p>bnm documents page</p> },
    ],
    '/dashboard',
    { auth },
  );
  return { ...utils, ...api };
}

describe('NoticesHost', { timeout: 20_000 }, () => {
  beforeAll(() => loadSpecMessages());
  afterEach(() => {
    resetHttpClientConfig();
    resetHiddenThisLogin();
    resetForegroundQueue();
  });

  describe('the spouse ID dialog', () => {
    const box = () => screen.getByRole('textbox', { name: /Spouse NRIC or Passport/ });
    const update = () => screen.getByRole('button', { name: 'Update' });
    /** Replaces the box's value at once (typing key by key is slow under jsdom on a busy machine). */
    const enter = async (value: string) => {
      await userEvent.clear(box());
      await userEvent.paste(value);
    };

    it('shows the section 5 messages and keeps Update disabled while the value is invalid', async () => {
      renderHost([spouse]);
      await screen.findByRole('dialog', { name: 'Update your spouse ID' }, { timeout: 5000 });
      expect(box()).toHaveAttribute('maxLength', '45');
      expect(update()).toBeDisabled();
      // No message before the client has typed or left the box.
      expect(screen.queryByText(messagesEn['spouseNric.required'])).not.toBeInTheDocument();
      await userEvent.click(box());
      await userEvent.tab();
      expect(await screen.findByText(messagesEn['spouseNric.required'])).toBeInTheDocument();

      await enter('   ');
      expect(screen.getByText(messagesEn['spouseNric.whitespace'])).toBeInTheDocument();
      await enter('AB-123');
      expect(screen.getByText(messagesEn['spouseNric.alphanumeric'])).toBeInTheDocument();
      expect(update()).toBeDisabled();
      await enter('A1234');
      expect(screen.getByText(messagesEn['spouseNric.length'])).toBeInTheDocument();
      expect(update()).toBeDisabled();
      await enter('A'.repeat(21));
      expect(screen.getByText(messagesEn['spouseNric.length'])).toBeInTheDocument();

      await enter('A1234567');
      expect(screen.queryByText(messagesEn['spouseNric.length'])).not.toBeInTheDocument();
      expect(update()).toBeEnabled();
    });

    it('sends the update, confirms it and moves on to the next notice', async () => {
      let remaining: Notice[] = [spouse, borrowing];
      const { calls } = renderHost([], {
        'GET /api/notices': () => ({ result: remaining }),
        'POST /api/notices/spouseId': () => {
          remaining = [borrowing];
          return { status: true, errorMessage: null };
        },
      });
      await screen.findByRole('dialog', { name: 'Update your spouse ID' }, { timeout: 5000 });
      await userEvent.click(box());
      await userEvent.paste('A1234567');
      await userEvent.click(update());
      expect(await screen.findByText(messagesEn['profile.updated'])).toBeInTheDocument();
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ spouseNric: 'A1234567' });
      expect(await screen.findByRole('dialog', { name: 'Domestic ringgit borrowing' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Update your spouse ID' })).not.toBeInTheDocument();
    });

    it("shows the server's refusal in the dialog", async () => {
      renderHost([spouse], {
        'POST /api/notices/spouseId': () => ({
          status: false,
          errorMessage: 'A spouse ID is only needed when you are married.',
        }),
      });
      await screen.findByRole('dialog', { name: 'Update your spouse ID' }, { timeout: 5000 });
      await userEvent.click(box());
      await userEvent.paste('A1234567');
      await userEvent.click(update());
      expect(await screen.findByText('A spouse ID is only needed when you are married.')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Update your spouse ID' })).toBeInTheDocument();
    });

    it("'Remind Me Later' closes it without saving; the next notice follows", async () => {
      const { calls } = renderHost([spouse, borrowing]);
      await screen.findByRole('dialog', { name: 'Update your spouse ID' }, { timeout: 5000 });
      await userEvent.click(screen.getByRole('button', { name: 'Remind Me Later' }));
      expect(await screen.findByRole('dialog', { name: 'Domestic ringgit borrowing' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Update your spouse ID' })).not.toBeInTheDocument();
      // Mandatory: nothing is dismissed on the server, so it returns at the next login.
      expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    });
  });

  it('the closure notice can only be answered by OK, which opens the withdrawal page', async () => {
    renderHost([{ id: 'CLOSURE_PEP', code: 'CLOSURE_PEP', kind: 'mandatory' }]);
    const dialog = await screen.findByRole('dialog', { name: 'Politically exposed person' });
    expect(
      within(dialog).getByText(/Please withdraw all your balances: your account will be closed/),
    ).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['OK']);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Politically exposed person' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('withdrawal page')).toBeInTheDocument();
  });

  it('shows the spec texts word for word (ethnicity, rejected documents)', async () => {
    renderHost([
      { id: 'ETHNICITY', code: 'ETHNICITY', kind: 'mandatory' },
      { id: 'BNM_DOCUMENTS_REJECTED', code: 'BNM_DOCUMENTS_REJECTED', kind: 'mandatory' },
    ]);
    await screen.findByRole('dialog', { name: 'Update Your Ethnicity' });
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    const rejected = await screen.findByRole('dialog', { name: 'Supporting documents rejected' });
    expect(within(rejected).getByText(messagesEn['bnm.reuploadRejected'])).toBeInTheDocument();
    await userEvent.click(within(rejected).getByRole('button', { name: 'Re-upload documents' }));
    expect(await screen.findByText('bnm documents page')).toBeInTheDocument();
  });

  it("leads from the limit notice's supporting-documents link to the central-bank documents page", async () => {
    renderHost(
      [
        {
          id: 'FOREIGN_LIMIT_NEAR:2026',
          code: 'FOREIGN_LIMIT_NEAR',
          kind: 'informational',
          values: { limit: '1000000.00', remaining: '100.00' },
        },
      ],
      { 'POST /api/notices/dismiss': () => jsonAnswer(200, { result: { noticeId: 'FOREIGN_LIMIT_NEAR:2026' } }) },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Foreign-currency asset limit' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supply supporting documents in My Profile' }));
    expect(await screen.findByText('bnm documents page')).toBeInTheDocument();
  });

  it('dismisses an informational notice on the server; its figures in ringgit', async () => {
    const notice: Notice = {
      id: 'FOREIGN_LIMIT_REFUSED:3',
      code: 'FOREIGN_LIMIT_REFUSED',
      kind: 'informational',
      values: { limit: '1000000.00', remaining: '1250.5' },
    };
    const { calls } = renderHost([notice], {
      'POST /api/notices/dismiss': () => jsonAnswer(200, { result: { noticeId: notice.id } }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Foreign-currency asset limit' });
    expect(
      within(dialog).getByText(/at most RM 1,000,000.00 a year.*RM 1,250.50 of this year's limit is left/),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Supply supporting documents in My Profile' }),
    ).toBeInTheDocument();
    // Shown on the dashboard, its "Go to Dashboard" reads OK (it would lead where the client already is).
    expect(within(dialog).queryByRole('button', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ noticeId: notice.id }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits while another prompt that opened on its own is showing', async () => {
    function OtherPrompt() {
      const [open, setOpen] = useState(true);
      const turn = useForegroundTurn('biometric-offer', open);
      return turn ? <button onClick={() => setOpen(false)}>Not now</button> : null;
    }
    renderHost(
      [borrowing],
      {},
      <>
        <OtherPrompt />
        <NoticesHost />
      </>,
    );
    const notNow = await screen.findByRole('button', { name: 'Not now' });
    // The notices are loaded by now, but the biometric prompt came first.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(notNow);
    expect(await screen.findByRole('dialog', { name: 'Domestic ringgit borrowing' })).toBeInTheDocument();
  });
});
