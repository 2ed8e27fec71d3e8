import { sql, type SQL } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { Db } from '../../db/connection';
import { decryptFile } from '../files/encryption';
import type { FileStore } from '../files/file-store';
import { EXPORT_AREAS, OMITTED_COLUMNS, type TableSource } from './export-sources';
import { exportReadme } from './export-readme';

/** Whose data: the values the sources' conditions name ($client, $user, $email, $phone). */
export interface ExportSubject {
  clientId: number;
  userId: string;
  email: string;
  /** The mobile number as text messages are addressed (+60…), or '' when none. */
  phone: string;
}

export interface ExportZipDeps {
  db: Pick<Db, 'execute'>;
  fileStore: FileStore;
  encryptionKey: Buffer;
}

/** A document to put in the ZIP: where it is stored and the name it gets there. */
interface StoredDocument {
  zipPath: string;
  storageKey: string;
  encrypted: boolean;
}

const PARAMETER = /\$(client|user|email|phone)\b/g;

/** The source's condition with its named values as bound parameters (the SQL text itself is a constant). */
function condition(where: string, subject: ExportSubject): SQL {
  const values = { client: subject.clientId, user: subject.userId, email: subject.email, phone: subject.phone };
  const parts: SQL[] = [];
  let last = 0;
  for (const match of where.matchAll(PARAMETER)) {
    parts.push(sql.raw(where.slice(last, match.index)));
    parts.push(sql`${values[match[1] as keyof typeof values]}`);
    last = match.index + match[0].length;
  }
  parts.push(sql.raw(where.slice(last)));
  return sql.join(parts, sql``);
}

const OMIT = sql.raw(`array[${[...OMITTED_COLUMNS].map((c) => `'${c}'`).join(', ')}]::text[]`);

/**
 * The rows as PostgreSQL renders them in JSON (`to_jsonb`): the same text on both engines (timestamps in ISO form,
 * amounts as numbers of sen), minus the omitted columns.
 */
export async function sourceRows(db: Pick<Db, 'execute'>, source: TableSource, subject: ExportSubject) {
  const query = sql`select to_jsonb(t) - ${OMIT} as row from ${sql.identifier(source.table)} t
    where ${condition(source.where, subject)} order by ${sql.raw(source.orderBy)}`;
  const result = (await db.execute(query)) as unknown as { rows: { row: Record<string, unknown> | string }[] };
  return result.rows.map((r) => (typeof r.row === 'string' ? (JSON.parse(r.row) as Record<string, unknown>) : r.row));
}

/** Every stored file of the client: ID pages and selfie, replacement pages, central-bank documents, statements. */
async function storedDocuments(db: Pick<Db, 'execute'>, clientId: number): Promise<StoredDocument[]> {
  const result = (await db.execute(sql`
    select 'identity/' || d.id || '-' || d.document_type || '-' || d.file_name as path, d.storage_key, d.encrypted
      from client_documents d where d.client_id = ${clientId}
    union all
    select 'identity-replacements/' || f.id || '-' || f.page || '-' || f.file_name, f.storage_key, f.encrypted
      from document_replacement_files f join document_replacements r on r.id = f.replacement_id
     where r.client_id = ${clientId}
    union all
    select 'bnm/' || b.id || '-' || b.file_name, b.storage_key, b.encrypted from bnm_documents b
     where b.client_id = ${clientId}
    union all
    select 'statements/' || s.kind || '-' || s.period_start || '.pdf', s.storage_key, true from client_statements s
     where s.client_id = ${clientId}
    order by 1`)) as unknown as { rows: { path: string; storage_key: string; encrypted: boolean }[] };
  return result.rows.map((r) => ({
    zipPath: `documents/${r.path.replace(/[^\w.\-/]/g, '_')}`,
    storageKey: r.storage_key,
    encrypted: r.encrypted,
  }));
}

export interface ExportProgress {
  (percent: number): Promise<void>;
}

/**
 * Builds the client's ZIP (yazl): README.txt, one JSON file per area, then each document, one at a time, read
 * from the store and decrypted just before yazl takes it. Answers the ZIP's bytes (the file store writes whole
 * files). `progress` is told how far it got, 0–95 (storing the file is the rest).
 */
export async function buildExportZip(
  deps: ExportZipDeps,
  subject: ExportSubject,
  progress: ExportProgress,
): Promise<{ zip: Buffer; files: string[] }> {
  const zip = new ZipFile();
  const chunks: Buffer[] = [];
  const output = new Promise<Buffer>((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
  const files = ['README.txt'];
  const documents = await storedDocuments(deps.db, subject.clientId);
  const steps = EXPORT_AREAS.length + documents.length;
  let done = 0;

  zip.addBuffer(Buffer.from(exportReadme(), 'utf8'), 'README.txt');
  for (const area of EXPORT_AREAS) {
    const content: Record<string, unknown[]> = {};
    for (const source of area.tables) content[source.table] = await sourceRows(deps.db, source, subject);
    zip.addBuffer(Buffer.from(JSON.stringify(content, null, 2), 'utf8'), area.file);
    files.push(area.file);
    await progress(Math.floor((++done / steps) * 95));
  }
  const missing: string[] = [];
  for (const document of documents) {
    try {
      const stored = await deps.fileStore.get(document.storageKey);
      zip.addBuffer(document.encrypted ? decryptFile(stored, deps.encryptionKey) : stored, document.zipPath);
      files.push(document.zipPath);
    } catch {
      // A file the store no longer has (or cannot decrypt) is listed, not fatal: the rest of the copy still matters.
      missing.push(document.zipPath);
    }
    await progress(Math.floor((++done / steps) * 95));
  }
  if (missing.length > 0) {
    zip.addBuffer(Buffer.from(`Files we could not read:\n${missing.join('\n')}\n`, 'utf8'), 'documents/MISSING.txt');
    files.push('documents/MISSING.txt');
  }
  zip.end();
  return { zip: await output, files };
}
