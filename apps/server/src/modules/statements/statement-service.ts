import { randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@harta/contracts/languages';
import type { Db } from '../../db/connection';
import { decryptFile, encryptFile } from '../files/encryption';
import type { FileStore } from '../files/file-store';
import { malaysiaDate } from '../portfolios/portfolio-valuation';
import { loadStatementFooter } from './statement-footer';
import { gatherStatement } from './statement-gather';
import { renderStatementPdf } from './statement-pdf';
import { periodOf, type StatementKind, type StatementPeriod } from './statement-period';
import { findStatement, findStatementClient, insertStatement, type StatementRow } from './statements.repository';

/** The client's own language (clients.language; English when it is not one the statements know), null if unknown. */
async function clientLanguage(db: Db, clientId: number): Promise<Language | null> {
  const client = await findStatementClient(db, clientId);
  if (!client) return null;
  return isLanguage(client.language) ? client.language : DEFAULT_LANGUAGE;
}

/**
 * Producing and reading stored statements (docs/returns.md "Statements"): gather → render → store (encrypted at
 * rest, like the KYC documents: a statement is personal financial data) → index. One statement per client, kind,
 * period and language: producing an existing one returns it untouched, and when two producers race the unique index keeps
 * the first and the second removes its file.
 */
export interface StatementDeps {
  db: Db;
  fileStore: FileStore;
  encryptionKey: Buffer;
  now?: () => Date;
}

export type ProduceResult = { row: StatementRow; created: boolean } | null;

/**
 * The client's statement for the period in a language (by default the client's own), made now if missing; null
 * when they had no portfolio by its end. Each language is its own PDF: labels, dates and descriptions are printed
 * in it, so an English copy asked for after a Malay one is produced, not the Malay one handed out again.
 */
export async function produceStatement(
  deps: StatementDeps,
  clientId: number,
  period: StatementPeriod,
  language?: Language,
): Promise<ProduceResult> {
  const chosen = language ?? (await clientLanguage(deps.db, clientId));
  if (!chosen) return null;
  const existing = await findStatement(deps.db, clientId, period.kind, period.start, chosen);
  if (existing) return { row: existing, created: false };

  const issuedOn = malaysiaDate((deps.now ?? (() => new Date()))());
  const footer = await loadStatementFooter(deps.db);
  const document = await gatherStatement(deps.db, clientId, period, footer, issuedOn, chosen);
  if (!document) return null;
  const pdf = await renderStatementPdf(document);

  const storageKey = `statements/${clientId}/${period.label}-${chosen}-${randomUUID()}.pdf`;
  await deps.fileStore.put(storageKey, encryptFile(pdf, deps.encryptionKey), 'application/octet-stream');
  try {
    const { row, inserted } = await insertStatement(deps.db, {
      clientId,
      kind: period.kind,
      periodStart: period.start,
      periodEnd: period.end,
      language: chosen,
      storageKey,
      sizeBytes: pdf.length,
      portfolioCount: document.portfolios.length,
    });
    if (!inserted) await deps.fileStore.delete(storageKey).catch(() => undefined);
    return { row, created: inserted };
  } catch (err) {
    await deps.fileStore.delete(storageKey).catch(() => undefined);
    throw err;
  }
}

/** The PDF bytes of a stored statement. */
export async function readStatementPdf(
  deps: Pick<StatementDeps, 'fileStore' | 'encryptionKey'>,
  row: StatementRow,
): Promise<Buffer> {
  return decryptFile(await deps.fileStore.get(row.storageKey), deps.encryptionKey);
}

/** The API's view of a stored statement. */
export function statementView(row: StatementRow) {
  return {
    id: row.guid,
    kind: row.kind as StatementKind,
    period: periodOf(row.kind as StatementKind, row.periodStart).label,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    language: row.language as Language,
    portfolioCount: row.portfolioCount,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}
