import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { ReferralSummary } from '@harta/contracts/schemas/referral';
import { resetHttpClientConfig } from '../../../lib/http/http-config';
import { fakeApi, jsonAnswer } from '../../../test/fake-api';
import { fakeAuth, renderPage } from '../../../test/render';
import { ReferralPage } from './referral-page';

const summary: ReferralSummary = {
  code: 'K7M2QX9P',
  link: 'https://harta.test/registration?ref=K7M2QX9P',
  reward: { active: true, amount: '20.00', maxRewards: 20 },
  friends: [
    {
      firstName: 'Siti',
      maskedEmail: 's***@example.com',
      signedUpAt: '2026-11-20T03:00:00.000Z',
      stage: 'FIRST_DEPOSIT',
      rewarded: true,
    },
    {
      firstName: 'Ravi',
      maskedEmail: 'r***@example.com',
      signedUpAt: '2026-11-22T03:00:00.000Z',
      stage: 'SIGNED_UP',
      rewarded: false,
    },
  ],
};

function renderReferral(answer: unknown = { result: summary }) {
  const api = fakeApi({ 'GET /api/referral': () => answer });
  renderPage(<ReferralPage />, { auth: fakeAuth({ status: 'authenticated', roles: ['c'] }) }, '/refer-a-friend');
  return api;
}

describe('refer-a-friend page', { timeout: 20_000 }, () => {
  afterEach(() => {
    // Toasts live in a global store: one test's must not answer for the next.
    notifications.clean();
    resetHttpClientConfig();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the code, the link, the reward rule and where each invited friend stands, without amounts of theirs', async () => {
    renderReferral();
    expect(await screen.findByLabelText('Your referral code')).toHaveValue('K7M2QX9P');
    expect(screen.getByLabelText('Your invitation link')).toHaveValue('https://harta.test/registration?ref=K7M2QX9P');
    expect(
      screen.getByText(
        'You receive RM 20.00 in your first goal when a friend you invited makes a first deposit. Up to 20 rewards.',
      ),
    ).toBeInTheDocument();
    const friends = screen.getAllByRole('listitem');
    expect(friends).toHaveLength(2);
    expect(within(friends[0]!).getByText('Siti')).toBeInTheDocument();
    expect(within(friends[0]!).getByText(/s\*\*\*@example\.com/)).toBeInTheDocument();
    expect(within(friends[0]!).getByText('First deposit made')).toBeInTheDocument();
    expect(within(friends[0]!).getByText('Reward credited')).toBeInTheDocument();
    expect(within(friends[1]!).getByText('Signed up')).toBeInTheDocument();
    expect(within(friends[1]!).queryByText('Reward credited')).not.toBeInTheDocument();
  });

  it('shares through the clipboard in a browser without a share sheet, and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    // After setup: user-event puts its own clipboard on the navigator.
    const user = userEvent.setup();
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderReferral();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(
      'Join me on Harta and start investing. Sign up with my referral code K7M2QX9P: https://harta.test/registration?ref=K7M2QX9P',
    );
    expect(await screen.findByText('Copied to the clipboard')).toBeInTheDocument();
  });

  it('uses the Web Share API where the browser has it', async () => {
    const shareSheet = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: shareSheet, canShare: () => true });
    const user = userEvent.setup();
    renderReferral();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(shareSheet).toHaveBeenCalledWith({
      title: 'Invest with Harta',
      text: 'Join me on Harta and start investing. Sign up with my referral code K7M2QX9P:',
      url: 'https://harta.test/registration?ref=K7M2QX9P',
    });
    expect(await screen.findByText('Shared')).toBeInTheDocument();
  });

  it('copies the code on its own', async () => {
    const writeText = vi.fn(async () => undefined);
    const user = userEvent.setup();
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderReferral();
    await user.click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('K7M2QX9P');
    expect(await screen.findByText('Copied to the clipboard')).toBeInTheDocument();
  });

  it('says what to do when nobody has signed up yet, and when rewards are paused', async () => {
    renderReferral({
      result: { ...summary, reward: { active: false, amount: '0.00', maxRewards: null }, friends: [] },
    });
    expect(
      await screen.findByText('No friends have signed up with your code yet. Share your link to invite them.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Referral rewards are paused at the moment. Friends can still sign up with your code.'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the details cannot be loaded', async () => {
    renderReferral(jsonAnswer(409, { result: 'Conflict', code: 'CONFLICT' }));
    expect(await screen.findByText('We could not load your referral details.')).toBeInTheDocument();
  });
});
