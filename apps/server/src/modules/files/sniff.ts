/**
 * Content sniffing by magic bytes: what a file really is, whatever its name says. Only the types uploads may
 * have are recognised; anything else is null.
 */
export type SniffedType = 'image/jpeg' | 'image/png' | 'application/pdf';

const SIGNATURES: { type: SniffedType; bytes: number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

export function sniffContentType(data: Uint8Array): SniffedType | null {
  for (const { type, bytes } of SIGNATURES) {
    if (data.length >= bytes.length && bytes.every((b, i) => data[i] === b)) return type;
  }
  return null;
}

/** The content type a (lower-case) extension promises. */
export const CONTENT_TYPE_BY_EXTENSION: Readonly<Record<string, SniffedType>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** True when the content is what the extension claims. */
export function contentMatchesExtension(data: Uint8Array, extension: string): boolean {
  const sniffed = sniffContentType(data);
  return sniffed !== null && CONTENT_TYPE_BY_EXTENSION[extension.toLowerCase()] === sniffed;
}
