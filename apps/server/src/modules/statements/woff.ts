import { inflateSync } from 'node:zlib';

/**
 * WOFF 1.0 → the plain TrueType/OpenType file it wraps (W3C WOFF 1.0, sections 3-5). The fonts come from npm as
 * WOFF (the @fontsource packages); fontkit reads WOFF too, but inflates a table again on each access, which made
 * every statement with a Chinese name cost seconds. Unwrapping once at start lets fontkit read tables in place.
 */
const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const HEADER = 44;
const DIRECTORY_ENTRY = 20;

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = [];
  for (let i = 0; i < numTables; i += 1) {
    const entry = HEADER + i * DIRECTORY_ENTRY;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compressedLength);
    const data = compressedLength < length ? inflateSync(raw) : raw;
    if (data.length !== length) throw new Error('corrupt WOFF table');
    tables.push({ tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data });
  }
  // The sfnt offset table: binary-search hints from the largest power of two not above the table count.
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector += 1;
  const searchRange = 2 ** entrySelector * 16;
  const padded = (n: number) => (n + 3) & ~3;
  const directorySize = 12 + numTables * 16;
  const out = Buffer.alloc(tables.reduce((size, t) => size + padded(t.data.length), directorySize));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = directorySize;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    out.writeUInt32BE(table.tag, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}
