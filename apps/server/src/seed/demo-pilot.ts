import type { Config } from '../config/config';
import type { Db } from '../db/connection';
import { seedDemoApplication } from '../modules/backoffice/demo-application';
import { createFileStore } from '../modules/files/file-store';
import type { TradeStep } from '../modules/trading/trade-run';
import type { MarketDataProvider } from '../providers/market-data/market-data-provider';
import { seedDemoHistory } from './demo-history';
import { seedDemoPortfolios, seedDemoShariahPortfolio } from './demo-portfolios';
import { DEMO_ACCOUNTS, demoAccounts, seedDemoData } from './demo-seed';

export interface DemoPilotOptions {
  config: Pick<Config, 'dataDir' | 'files' | 'demoHistoryYears' | 'demoStaffCopies'>;
  /** The production trade run's steps (app.ts `tradeSteps`). */
  steps: readonly TradeStep[];
  marketData: MarketDataProvider;
  logger: { info(obj: object, msg: string): void };
  /** Asked between the history's dates: true stops it there (the server is shutting down). */
  shouldStop?: () => boolean;
}

/**
 * The demo pilot a server seeds at start with SEED_DEMO (README, "Demo"): every step inserts only what is missing,
 * so it runs at every start. Also what the migration test seeds (test/migrate-to-postgres.test.ts). With
 * `history: false` it leaves the demo history out, for the caller to seed once the server answers
 * (`seedDemoPilotHistory`; main.ts).
 */
export async function seedDemoPilot(db: Db, options: DemoPilotOptions & { history?: boolean }): Promise<void> {
  const { config, logger } = options;
  const seeded = await seedDemoData(db, demoAccounts(config.demoStaffCopies));
  logger.info(seeded, 'demo accounts ensured');
  // Complete applications with documents: pending@ and review@ for staff to review; the active clients (demo@
  // and those of the browser tests) went through onboarding too, approved by the demo staff member (their bank
  // account, knowledge cap and investment profile, which approval builds on).
  const files = { store: createFileStore(config), encryptionKey: config.files.encryptionKey };
  for (const account of DEMO_ACCOUNTS) {
    if (!account.application) continue;
    const approvedBy = account.application === 'approved' ? { staffEmail: 'staff@example.com' } : undefined;
    await seedDemoApplication(db, files, account.email, approvedBy);
  }
  // The approved demo clients' portfolios, as approval opens them: demo@'s two goals, the Shariah investor's one.
  await seedDemoPortfolios(db);
  await seedDemoShariahPortfolio(db);
  if (options.history !== false) await seedDemoPilotHistory(db, options);
}

/**
 * Five years (DEMO_HISTORY_YEARS) of deposits, a withdrawal and a switch (and the Shariah investor's deposits) through the production trade run
 * (docs/returns.md, "Demo history"), on a first start only.
 */
export async function seedDemoPilotHistory(db: Db, options: DemoPilotOptions): Promise<void> {
  const started = performance.now();
  const history = await seedDemoHistory(db, {
    steps: options.steps,
    marketData: options.marketData,
    years: options.config.demoHistoryYears,
    ...(options.shouldStop ? { shouldStop: options.shouldStop } : {}),
  });
  if (history.seeded) {
    options.logger.info({ ...history, ms: Math.round(performance.now() - started) }, 'demo history seeded');
  }
}
