import type { ShariahFund } from '@harta/contracts/schemas/shariah';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { etfs } from '../../db/schema/portfolio';

/** Anything that runs selects: the database or a caller's transaction. */
type Reader = Pick<Db, 'select'>;

const columns = {
  ticker: etfs.ticker,
  name: etfs.name,
  nameMs: etfs.nameMs,
  description: etfs.description,
  descriptionMs: etfs.descriptionMs,
  assetClass: etfs.assetClass,
  currency: etfs.currency,
  exchange: etfs.exchange,
  issuer: etfs.issuer,
  shariahCompliant: etfs.shariahCompliant,
  screeningStandard: etfs.screeningStandard,
  certifyingBody: etfs.certifyingBody,
};

/** Every fund of the universe with its Shariah facts, by ticker. */
export function listUniverse(db: Reader): Promise<ShariahFund[]> {
  return db.select(columns).from(etfs).orderBy(asc(etfs.ticker));
}

export async function findFund(db: Reader, ticker: string): Promise<ShariahFund | undefined> {
  const [row] = await db.select(columns).from(etfs).where(eq(etfs.ticker, ticker));
  return row;
}

/** Writes a fund's Shariah facts (only the approved change calls it: shariah-approvals.ts). */
export async function updateShariahFacts(
  db: Pick<Db, 'update'>,
  ticker: string,
  facts: { shariahCompliant: boolean; screeningStandard: string | null; certifyingBody: string | null },
): Promise<void> {
  await db.update(etfs).set(facts).where(eq(etfs.ticker, ticker));
}
