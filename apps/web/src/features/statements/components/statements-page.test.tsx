import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Statement } from '@harta/contracts/schemas/statements';
import { resetHttpClientConfig } from '../../../lib/http/http-config';
import { changeLanguage } from '../../../lib/i18n/init-i18n';
import { fakeApi, jsonAnswer } from '../../../test/fake-api';
import { fakeAuth, renderPage } from '../../../test/render';
import { StatementsPage } from './statements-page';

function statement(period: string, patch: Partial<Statement> = {}): Statement {
  const annual = period.length === 4;
  const language = patch.language ?? 'en';
  return {
    id: `00000000-0000-4000-8${language === 'en' ? '000' : '001'}-${period.replace('-', '').padStart(12, '0')}`,
    kind: annual ? 'ANNUAL' : 'MONTHLY',
    period,
    periodStart: annual ? `${period}-01-01` : `${period}-01`,
    periodEnd: annual ? `${period}-12-31` : `${period}-28`,
    language,
    portfolioCount: 2,
    sizeBytes: 20_000,
    createdAt: '2026-11-01T01:00:00.000Z',
    ...patch,
  };
}

/** What the server offers a client whose first portfolio was opened in November 2021, on 28 Nov 2026. */
function fiveYears(): string[] {
  const periods: string[] = [];
  for (let year = 2026; year >= 2021; year -= 1) {
    if (year < 2026) periods.push(String(year));
    for (let month = year === 2026 ? 10 : 12; month >= (year === 2021 ? 11 : 1); month -= 1) {
      periods.push(`${year}-${String(month).padStart(2, '0')}`);
    }
  }
  return periods;
}

const pdfAnswer = (name: string) =>
  new Response('%PDF-1.7', {
    status: 200,
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}"` },
  });

const renderStatements = () =>
  renderPage(<StatementsPage />, { auth: fakeAuth({ status: 'authenticated', roles: ['c'] }) }, '/my-statement');

function catchDownloads() {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:statement'), revokeObjectURL: vi.fn() });
  const clicked: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  return clicked;
}

describe('statements page', { timeout: 20_000 }, () => {
  afterEach(async () => {
    resetHttpClientConfig();
    vi.restoreAllMocks();
    await act(() => changeLanguage('en'));
  });

  it(
    'offers every month and year since the first portfolio, stored or not, by year with the annual summary first',
    { timeout: 60_000 },
    async () => {
      const clicked = catchDownloads();
      const { calls } = fakeApi({
        'GET /api/statements': () => ({
          result: {
            statements: [statement('2026-10'), statement('2026-09', { portfolioCount: 1 }), statement('2025')],
            periods: fiveYears(),
          },
        }),
        [`GET /api/statements/${statement('2026-10').id}/file`]: () => pdfAnswer('harta-statement-2026-10-en.pdf'),
      });
      renderStatements();
      expect(await screen.findByRole('heading', { level: 1, name: 'Statements' })).toBeInTheDocument();
      await screen.findAllByTestId('statement-row');
      const years = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      expect(years).toEqual([
        'Statements for 2026',
        'Statements for 2025',
        'Statements for 2024',
        'Statements for 2023',
        'Statements for 2022',
        'Statements for 2021',
      ]);
      // The newest year is open, the older ones folded; opened, they hold 60 months and 5 annual summaries, none
      // missing: a five-year client never reads "No statements yet".
      expect(screen.getByRole('button', { name: 'Statements for 2026' })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('button', { name: 'Statements for 2025' })).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getAllByTestId('statement-row')).toHaveLength(10);
      const user = userEvent.setup();
      for (const year of ['2025', '2024', '2023', '2022', '2021']) {
        await user.click(screen.getByRole('button', { name: `Statements for ${year}` }));
      }
      await vi.waitFor(() => expect(screen.getAllByTestId('statement-row')).toHaveLength(65));
      expect(screen.queryByText(/No statements yet/)).not.toBeInTheDocument();
      const rows = screen.getAllByTestId('statement-row');
      const labels = rows.map((r) => within(r).getAllByText(/.+/)[0]!.textContent);
      expect(labels.slice(0, 2)).toEqual(['October 2026', 'September 2026']);
      expect(labels.slice(10, 12)).toEqual(['2025', 'December 2025']);
      expect(labels.slice(-3)).toEqual(['2021', 'December 2021', 'November 2021']);
      expect(within(rows[1]!).getByText('Monthly statement · 1 portfolio')).toBeInTheDocument();
      expect(within(rows[10]!).getByText('Annual summary · 2 portfolios')).toBeInTheDocument();
      expect(within(rows[2]!).getByText('Monthly statement')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Download PDF: the statement for October 2026' }));
      await vi.waitFor(() => expect(clicked).toEqual(['harta-statement-2026-10-en.pdf']));
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
      const download = calls.find((c) => c.url.pathname.endsWith('/file'))!;
      expect(download.headers).toMatchObject({ Authorization: 'Bearer client-token' });
    },
  );

  it('prepares a statement not made yet (or not in this language), then downloads it; a refusal shows under it', async () => {
    const clicked = catchDownloads();
    let answered: (value: Response) => void = () => undefined;
    const made = statement('2025', { language: 'ms' });
    const { calls } = fakeApi({
      'GET /api/statements': () => ({ result: { statements: [statement('2025')], periods: ['2025', '2025-12'] } }),
      'POST /api/statements': (_url, init) => {
        const { period } = JSON.parse(String(init?.body)) as { period: string };
        if (period === '2025-12') {
          return jsonAnswer(422, {
            result: 'You had no portfolio in this period, so there is no statement for it.',
            code: 'VALIDATION_ERROR',
          });
        }
        return new Promise<Response>((resolve) => (answered = resolve));
      },
      [`GET /api/statements/${made.id}/file`]: () => pdfAnswer('harta-statement-2025-ms.pdf'),
    });
    await act(() => changeLanguage('ms'));
    const user = userEvent.setup();
    renderStatements();
    const rows = await screen.findAllByTestId('statement-row');
    // Malay month names and labels; the English copy of 2025 is not the Malay one.
    expect(within(rows[1]!).getByText('Disember 2025')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Ringkasan tahunan · 2 portfolio')).toBeInTheDocument();

    await user.click(within(rows[0]!).getByRole('button', { name: 'Muat turun PDF: penyata bagi 2025' }));
    expect(await within(rows[0]!).findByText('Menyediakan penyata anda…')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({ period: '2025', language: 'ms' });
    answered(jsonAnswer(201, { result: { statement: made, created: true } }));
    await vi.waitFor(() => expect(clicked).toEqual(['harta-statement-2025-ms.pdf']));
    await vi.waitFor(() => expect(within(rows[0]!).queryByText('Menyediakan penyata anda…')).not.toBeInTheDocument());

    await user.click(within(rows[1]!).getByRole('button', { name: 'Muat turun PDF: penyata bagi Disember 2025' }));
    expect(await within(rows[1]!).findByRole('alert')).toHaveTextContent('You had no portfolio in this period');
  });

  it('says what to expect when no month has ended since the first portfolio', async () => {
    fakeApi({ 'GET /api/statements': () => ({ result: { statements: [], periods: [] } }) });
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
          : { result: { statements: [statement('2026-10')], periods: ['2026-10'] } },
    });
    renderStatements();
    expect(await screen.findByText('We could not load your statements.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('statement-row')).toHaveLength(1);
  });
});
