import { deflateSync } from 'node:zlib';

/**
 * Small, valid image and PDF files built in code (no binaries in the repository; the demo seed and tests use them), padded up to a minimum size
 * with data the formats allow (PNG tEXt chunks, JPEG COM segments, a PDF comment), so uploads can clear the
 * 20 KB minimum.
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An RGB PNG of `size`×`size` pixels in one colour, at least `minBytes` long (tEXt padding). */
export function pngFixture(minBytes = 24 * 1024, size = 16, rgb: [number, number, number] = [200, 160, 112]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, i) => rgb[i % 3]!)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const fixed = signature.length + 25 + (pixels.length + 12) + 12;
  const padding: Buffer[] = [];
  let total = fixed;
  while (total < minBytes) {
    const text = Math.min(60_000, Math.max(minBytes - total - 12 - 8, 1));
    padding.push(pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(text, 0x61)])));
    total += text + 8 + 12;
  }
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    ...padding,
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1×1 baseline-structured JPEG (SOI, JFIF, DQT, SOF, scan, EOI) padded with COM segments. */
const TINY_JPEG = Buffer.from(
  'ffd8ffe000104a46494600010101004800480000ffdb004300030202020202030202020303030304060404040404080606050609080a0a090809090a0c0f0c0a0b0e0b09090d110d0e0f101011100a0c12131210130f101010ffc9000b080001000101011100ffcc000600101005ffda0008010100003f00d2cf20ffd9',
  'hex',
);

export function jpegFixture(minBytes = 24 * 1024): Buffer {
  const segments: Buffer[] = [];
  let total = TINY_JPEG.length;
  while (total < minBytes) {
    const body = Math.min(65_000, Math.max(minBytes - total - 4, 1));
    const head = Buffer.from([0xff, 0xfe, 0, 0]);
    head.writeUInt16BE(body + 2, 2);
    segments.push(head, Buffer.alloc(body, 0x20));
    total += body + 4;
  }
  // SOI + JFIF APP0 (20 bytes), then the comments, then the rest.
  return Buffer.concat([TINY_JPEG.subarray(0, 20), ...segments, TINY_JPEG.subarray(20)]);
}

/** A one-page PDF padded with a comment. */
export function pdfFixture(minBytes = 24 * 1024): Buffer {
  const body =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n';
  const pad = Math.max(minBytes - body.length - 8, 0);
  return Buffer.from(`${body}%${'x'.repeat(pad)}\n%%EOF\n`);
}
