import { describe, expect, it } from 'vitest';
import { uiEn } from '../../../lib/i18n/en';
import { uiMs } from '../../../lib/i18n/ms';
import { dashboardEn } from '../i18n/en';
import { dashboardMs } from '../i18n/ms';
import { FIRST_VIEW_KEYS, type FirstViewStrings } from './first-view-keys';
import { buildFirstView, type FirstViewData } from './first-view-markup';

const strings = (all: Record<string, string>) =>
  Object.fromEntries(FIRST_VIEW_KEYS.map((key) => [key, all[key]])) as FirstViewStrings;
const en = strings({ ...uiEn, ...dashboardEn });
const ms = strings({ ...uiMs, ...dashboardMs });

const summary: FirstViewData['summary'] = {
  asOf: '2026-11-27',
  totalValue: '74524.96',
  netDeposits: '60400.00',
  totalReturn: '14124.96',
  totalReturnRate: '0.284500',
  paidSinceValuation: '0.00',
  pending: [],
};

function build(data: Partial<FirstViewData['summary']> = {}, language: 'en' | 'ms' = 'en') {
  const view = buildFirstView(
    document,
    { info: { givenName: '<b>Aisyah</b>' }, summary: { ...summary, ...data } },
    language === 'ms' ? ms : en,
    language,
    'first-view',
  );
  const byTestId = (id: string) => view.querySelector(`[data-testid="${id}"]`)?.textContent;
  return { view, byTestId };
}

describe('the dashboard first view', () => {
  it('has every word it shows in both languages', () => {
    for (const key of FIRST_VIEW_KEYS) {
      expect(en[key], key).toBeTypeOf('string');
      expect(ms[key], key).toBeTypeOf('string');
    }
  });

  it('greets the client by name as text, shows the money actions and the figures as the page does', () => {
    const { view, byTestId } = build();
    expect(view.id).toBe('first-view');
    expect(view.querySelector('h1')?.textContent).toBe('Hello, <b>Aisyah</b>');
    expect(view.querySelector('h1 b')).toBeNull();
    const actions = [...view.querySelectorAll('nav[aria-label="Money actions"] a')];
    expect(actions.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Deposit', '/deposit'],
      ['Withdraw', '/withdrawal'],
      ['Transfer', '/transfer'],
      ['Online payments', '/online-payments'],
    ]);
    expect(byTestId('summary-total-value')).toBe('RM 74,524.96');
    expect(byTestId('summary-net-deposits')).toBe('RM 60,400.00');
    expect(byTestId('summary-total-return')).toBe('▲+RM 14,124.96');
    expect(byTestId('summary-total-return-rate')).toBe('▲+28.45%');
    expect(view.textContent).toContain('Valued at the close of 27 Nov 2026');
    expect(byTestId('summary-paid-since')).toBeUndefined();
  });

  it('says why there is no rate, and shows money paid in after the valuation on its own line', () => {
    const { view, byTestId } = build({ totalReturnRate: null, paidSinceValuation: '500.00' });
    expect(byTestId('summary-total-return-rate')).toBeUndefined();
    expect(view.textContent).toContain(en['summary.rateNoHistory']);
    expect(byTestId('summary-paid-since')).toContain('RM 500.00');
  });

  it('shows the first-deposit card to a client with no money yet, in Bahasa Melayu when that is the language', () => {
    const { view, byTestId } = build({ totalValue: '0.00', netDeposits: '0.00', totalReturn: '0.00' }, 'ms');
    expect(byTestId('summary-total-value')).toBeUndefined();
    expect(view.textContent).toContain(ms['dashboard.emptyTitle']);
    expect(view.querySelector('h1')?.textContent).toBe(ms['dashboard.greeting'].replace('{{name}}', '<b>Aisyah</b>'));
  });
});
