import { addDays } from '../../src/modules/returns/calendar-days';
import { malaysiaDate } from '../../src/modules/trading/trade-calendar';
import { tradeDateOfRequest } from '../../src/modules/trading/trade-calendar-settings';
import type { TestDatabase, TestDatabaseKind } from '../databases';
import { startServer, type StartedServer } from './start-server';
import { signInNewStaffMember } from './staff-members';
import { fillPrices, morningAfter } from './trading-fixtures';

export interface TradingServer {
  database: TestDatabase;
  server: StartedServer;
  /** The trade date of a request made now (by the calendar in reference data). */
  tradeDate: string;
  /** staff@ (every role): asks for trade runs and other four-eyes actions. */
  staffToken: string;
  /** A second member (operations) who approves what staff@ asks for (docs/security.md "Four eyes"). */
  checkerToken: string;
}

/**
 * A server over HTTP for tests that move money through trade runs: its trade clock is the morning after the trade
 * date of a request made now, when that date's cut-off has passed (docs/money.md "Trade run"), and the sandbox has
 * closes from ten days before today to three days after the trade date (valuation reads the latest close on or
 * before today; the run executes the trade date). Close the server and dispose of the database in `afterAll`.
 */
export async function startTradingServer(kind: TestDatabaseKind, checkerEmail: string): Promise<TradingServer> {
  const database = await kind.open();
  let tradeDate = '';
  const server = await startServer({ database, tradeClock: () => morningAfter(tradeDate) });
  tradeDate = await tradeDateOfRequest(database.db, new Date());
  await fillPrices(database.db, addDays(malaysiaDate(new Date()), -10), addDays(tradeDate, 3));
  const staffToken = (await server.login('staff@example.com', 'Staff@1234')).access_token;
  const checkerToken = (await signInNewStaffMember(database.db, server, checkerEmail, ['operations'])).token;
  return { database, server, tradeDate, staffToken, checkerToken };
}
