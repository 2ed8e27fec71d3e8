import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import type { PortfolioSwitch, SwitchOptions } from '@harta/contracts/schemas/portfolio-switch';
import type { Allocation } from '@harta/contracts/schemas/registration-investment';
import { resetHttpClientConfig } from '../../../lib/http/http-config';
import { switchPortfolioHref } from '../../../lib/portfolios/switch-link';
import { fakeApi, jsonAnswer } from '../../../test/fake-api';
import { fakeAuth, renderPage } from '../../../test/render';
import { SwitchPortfolioModal } from './switch-portfolio-modal';

const GOAL = '11111111-1111-4111-8111-111111111111';
const CLIENT_ID = 42;

const fund = (ticker: string, name: string, weightBps: number): Allocation => ({
  ticker,
  name,
  assetClass: 'EQUITY',
  currency: 'USD',
  exchange: 'NYSE Arca',
  weightBps,
  weightPercent: `${weightBps / 100}.00`,
});

const levels: SwitchOptions['levels'] = [1, 2, 3, 4, 5].map((riskLevel) => ({
  riskLevel,
  name: ['Conservative', 'Moderate', 'Balanced', 'Growth', 'Aggressive'][riskLevel - 1]!,
  allowed: riskLevel !== 2 && riskLevel <= 3,
  reason: riskLevel === 2 ? 'CURRENT' : riskLevel > 3 ? 'ABOVE_CAP' : null,
  allocations:
    riskLevel === 2
      ? [fund('BND', 'Total Bond', 6000), fund('VTI', 'Total Stock', 4000)]
      : [fund('VTI', 'Total Stock', 7000), fund('VXUS', 'World ex-US', 3000)],
}));

const options = (inProgress: PortfolioSwitch | null): SwitchOptions => ({
  portfolioId: GOAL,
  goalName: 'Retirement',
  currentRiskLevel: 2,
  maxRiskLevel: 3,
  tradeDate: '2026-11-27',
  levels,
  inProgress,
});

const saved: PortfolioSwitch = {
  switchId: '33333333-3333-4333-8333-333333333333',
  portfolioId: GOAL,
  goalName: 'Retirement',
  fromRiskLevel: 2,
  toRiskLevel: 3,
  toRiskLevelName: 'Balanced',
  status: 'IN_PROGRESS',
  tradeDate: '2026-11-27',
  requestedAt: '2026-11-26T06:00:00.000Z',
  executedDate: null,
};

const login = {
  clientId: CLIENT_ID,
  emailAddress: 'demo@example.com',
  givenName: 'Demo',
  status: 'ACTIVE',
  guid: '44444444-4444-4444-8444-444444444444',
  currentStep: 11,
  isMobileRegistration: false,
  isQRrefreshButtonEnable: false,
};

function renderModal() {
  return renderPage(
    <SwitchPortfolioModal />,
    { auth: fakeAuth({ status: 'authenticated', roles: ['c'] }) },
    `/dashboard?switch=${GOAL}`,
  );
}

describe('portfolio switch', { timeout: 20_000 }, () => {
  afterEach(() => {
    resetHttpClientConfig();
    vi.restoreAllMocks();
  });

  it('chooses a level within the cap, compares allocations, confirms, then shows it in progress', async () => {
    let current: PortfolioSwitch | null = null;
    const { calls } = fakeApi({
      'GET /api/registration/getClientLoginById': () => ({ result: login }),
      'GET /api/v2/switch-profile/options': () => ({ result: options(current) }),
      'POST /api/v2/switch-profile/save': () => {
        current = saved;
        return { result: saved };
      },
    });
    const user = userEvent.setup();
    renderModal();

    const dialog = await screen.findByRole('dialog', { name: 'Switch risk level' });
    expect(await within(dialog).findByText('Current: level 2 (Moderate)')).toBeInTheDocument();
    // Levels above the knowledge cap are offered disabled, with the reason; the current one too.
    expect(within(dialog).getByLabelText('Level 4: Growth')).toBeDisabled();
    expect(within(dialog).getByLabelText('Level 5: Aggressive')).toBeDisabled();
    expect(within(dialog).getByLabelText('Level 2: Moderate')).toBeDisabled();
    expect(
      within(dialog).getAllByText('Based on your investment knowledge, the highest risk level you can choose is 3.'),
    ).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Choose a new risk level' })).toBeDisabled();

    await user.click(within(dialog).getByLabelText('Level 3: Balanced'));
    const table = within(dialog).getByTestId('switch-compare');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Total Stock (VTI)', '40.00%', '70.00%'],
      ['World ex-US (VXUS)', '0.00%', '30.00%'],
      ['Total Bond (BND)', '60.00%', '0.00%'],
    ]);
    expect(within(dialog).getByText(/executed at the closing prices of 27 Nov 2026/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Confirm switch to level 3' }));
    const progress = await within(dialog).findByTestId('switch-in-progress');
    expect(progress).toHaveTextContent(
      '"Retirement" is switching from level 2 to level 3 (Balanced). In progress until 27 Nov 2026.',
    );
    const post = calls.find((c) => c.method === 'POST')!;
    expect(Object.fromEntries(post.url.searchParams)).toEqual({
      riskLevel: '3',
      clientId: String(CLIENT_ID),
      portfolio: GOAL,
    });
  });

  it("shows the server's refusal (one switch at a time) in the modal and stays on the choice", async () => {
    fakeApi({
      'GET /api/registration/getClientLoginById': () => ({ result: login }),
      'GET /api/v2/switch-profile/options': () => ({ result: options(null) }),
      'POST /api/v2/switch-profile/save': () =>
        jsonAnswer(409, {
          result:
            'You already have a portfolio switch in progress (to risk level 4 on 2026-11-27). Please wait until it is done.',
          code: 'CONFLICT',
        }),
    });
    const user = userEvent.setup();
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Switch risk level' });
    await user.click(await within(dialog).findByLabelText('Level 1: Conservative'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm switch to level 1' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/already have a portfolio switch in progress/);
    expect(within(dialog).getByLabelText('Level 1: Conservative')).toBeChecked();
  });

  it("a portfolio card's link opens the switch of that portfolio; closing removes it from the address", async () => {
    const { calls } = fakeApi({
      'GET /api/registration/getClientLoginById': () => ({ result: login }),
      'GET /api/v2/switch-profile/options': () => ({ result: options(null) }),
    });
    const user = userEvent.setup();
    renderPage(
      <>
        {/* The dashboard's portfolio card links this way (switchPortfolioHref). */}
        <Link to={switchPortfolioHref('/dashboard', GOAL)}>Switch risk level of Retirement</Link>
        <SwitchPortfolioModal />
      </>,
      { auth: fakeAuth({ status: 'authenticated', roles: ['c'] }) },
      '/dashboard',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Switch risk level of Retirement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch risk level' });
    expect(await within(dialog).findByText('Current: level 2 (Moderate)')).toBeInTheDocument();
    const asked = calls.find((c) => c.url.pathname === '/api/v2/switch-profile/options')!;
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({ clientId: String(CLIENT_ID), portfolio: GOAL });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers a way forward when the levels cannot be loaded', async () => {
    fakeApi({
      'GET /api/registration/getClientLoginById': () => ({ result: login }),
      'GET /api/v2/switch-profile/options': () =>
        jsonAnswer(409, { result: 'You have no portfolio to switch yet.', code: 'CONFLICT' }),
    });
    renderModal();
    expect(await screen.findByText('You have no portfolio to switch yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
