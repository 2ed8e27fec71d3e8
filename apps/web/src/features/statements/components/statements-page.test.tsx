import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Statement } from '@harta/contracts/schemas/statements';
import { resetHttpClientConfig } from '../../../lib/http/http-config';
import { fakeApi, jsonAnswer } from '../../../test/fake-api';
import { fakeAuth, renderPage } from '../../../test/render';
import { closedMonths } from '../logic/periods';
import { StatementsPage } from './statements-page';

function statement(period: string, patch: Partial<Statement> = {}): Statement {
  const annual = period.length === 4;
  return {
    id: `00000000-0000-4000-8000-${period.replace('-', '').padStart(12, '0')}`,
    kind: annual ? 'ANNUAL' : 'MONTHLY',
    period,
    periodStart: annual ? `${period}-01-01` : `${period}-01`,
    periodEnd: annual ? `${period}-12-31` : `${period}-28`,
    portfolioCount: 2,
    sizeBytes: 20_000,
    createdAt: '2026-11-01T01:00:00.000Z',
    ...patch,
  };
}

const renderStatements = () =>
  renderPage(<StatementsPage />, { auth: fakeAuth({ status: 'authenticated', roles: ['c'] }) }, '/my-statement');

describe('statements page', { timeout: 20_000 }, () => {
  afterEach(() => {
    resetHttpClientConfig();
    vi.restoreAllMocks();
  });

  it('lists statements by year, annual summary first, and downloads the PDF', async () => {
    const createObjectURL = vi.fn(() => 'blob:statement');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { calls } = fakeApi({
      'GET /api/statements': () => ({
        result: {
          statements: [
            statement('2026-10'),
            statement('2026-09', { portfolioCount: 1 }),
            statement('2025'),
            statement('2025-12'),
          ],
        },
      }),
      [`GET /api/statements/${statement('2026-10').id}/file`]: () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="harta-statement-2026-10.pdf"',
          },
        }),
    });
    renderStatements();
    expect(await screen.findByRole('heading', { level: 1, name: 'Statements' })).toBeInTheDocument();
    await screen.findAllByTestId('statement-row');
    const years = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(years.slice(0, 2)).toEqual(['Statements for 2026', 'Statements for 2025']);
    const rows = screen.getAllByTestId('statement-row');
    expect(rows.map((r) => within(r).getAllByText(/.+/)[0]!.textContent)).toEqual([
      'October 2026',
      'September 2026',
      '2025',
      'December 2025',
    ]);
    expect(within(rows[1]!).getByText('Monthly statement · 1 portfolio')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Annual summary · 2 portfolios')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Download PDF: the statement for October 2026' }));
    await vi.waitFor(() => expect(clicked).toEqual(['harta-statement-2026-10.pdf']));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const download = calls.find((c) => c.url.pathname.endsWith('/file'))!;
    expect(download.headers).toMatchObject({ Authorization: 'Bearer client-token' });
  });

  it('says what to expect when there are no statements yet', async () => {
    fakeApi({ 'GET /api/statements': () => ({ result: { statements: [] } }) });
    renderStatements();
    expect(await screen.findByText(/No statements yet/)).toBeInTheDocument();
  });

  // A 5xx takes the user to the error pages (spec section 8); an answer the page keeps shows its own error state.
  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    fakeApi({
      'GET /api/statements': () =>
        fail
          ? jsonAnswer(409, { result: 'Busy', code: 'CONFLICT' })
          : { result: { statements: [statement('2026-10')] } },
    });
    renderStatements();
    expect(await screen.findByText('We could not load your statements.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('statement-row')).toHaveLength(1);
  });

  it('requests a past month with progress, then offers its download; a refusal shows the server message', async () => {
    let answered: (value: Response) => void = () => undefined;
    const months = closedMonths(new Date());
    const { calls } = fakeApi({
      'GET /api/statements': () => ({ result: { statements: [] } }),
      'POST /api/statements': (_url, init) => {
        const { period } = JSON.parse(String(init?.body)) as { period: string };
        if (period === months[1]) {
          return jsonAnswer(422, {
            result: 'You had no portfolio in this period, so there is no statement for it.',
            code: 'VALIDATION_ERROR',
          });
        }
        return new Promise<Response>((resolve) => (answered = resolve));
      },
    });
    const user = userEvent.setup();
    renderStatements();
    await screen.findByText(/No statements yet/);
    const month = screen.getByLabelText('Month');
    expect(within(month).getAllByRole('option')).toHaveLength(36);

    await user.click(screen.getByRole('button', { name: 'Get statement' }));
    expect(await screen.findByText('Preparing your statement…')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({ period: months[0] });
    answered(jsonAnswer(201, { result: { statement: statement(months[0]!), created: true } }));
    expect(await screen.findByText(/Your statement for .+ is ready\./)).toBeInTheDocument();
    expect(screen.queryByText('Preparing your statement…')).not.toBeInTheDocument();

    await user.selectOptions(month, months[1]!);
    await user.click(screen.getByRole('button', { name: 'Get statement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You had no portfolio in this period');
  });
});
