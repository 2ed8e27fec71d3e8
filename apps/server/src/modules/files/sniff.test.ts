import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { jpegFixture, pdfFixture, pngFixture } from '../../seed/demo-images';
import { decryptFile, encryptFile } from './encryption';
import { contentMatchesExtension, sniffContentType } from './sniff';

describe('sniffContentType', () => {
  it('recognises JPEG, PNG and PDF by their magic bytes', () => {
    expect(sniffContentType(jpegFixture(1))).toBe('image/jpeg');
    expect(sniffContentType(pngFixture(1))).toBe('image/png');
    expect(sniffContentType(pdfFixture(1))).toBe('application/pdf');
  });

  it.each([
    ['text', Buffer.from('hello, this is text')],
    ['empty', Buffer.alloc(0)],
    ['a truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['GIF', Buffer.from('GIF89a......')],
    ['HTML', Buffer.from('<html><script>alert(1)</script>')],
    ['a JPEG signature one byte short', Buffer.from([0xff, 0xd8])],
  ])('answers null for %s', (_name, data) => {
    expect(sniffContentType(data)).toBeNull();
  });

  it('matches content to the extension (jpg and jpeg alike, case-insensitive)', () => {
    expect(contentMatchesExtension(jpegFixture(1), 'jpg')).toBe(true);
    expect(contentMatchesExtension(jpegFixture(1), 'JPEG')).toBe(true);
    expect(contentMatchesExtension(pngFixture(1), 'jpg')).toBe(false);
    expect(contentMatchesExtension(Buffer.from('text'), 'jpg')).toBe(false);
    expect(contentMatchesExtension(pdfFixture(1), 'pdf')).toBe(true);
    expect(contentMatchesExtension(pdfFixture(1), 'exe')).toBe(false);
  });
});

describe('file encryption (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('round-trips, and never stores the plaintext or the same ciphertext twice', () => {
    const plain = pngFixture(4096);
    const a = encryptFile(plain, key);
    const b = encryptFile(plain, key);
    expect(a.equals(b)).toBe(false);
    expect(a.includes(plain.subarray(0, 32))).toBe(false);
    expect(decryptFile(a, key).equals(plain)).toBe(true);
  });

  it('refuses a wrong key, a tampered file and a plain file', () => {
    const sealed = encryptFile(Buffer.from('selfie'), key);
    expect(() => decryptFile(sealed, randomBytes(32))).toThrow();
    const tampered = Buffer.from(sealed);
    tampered.writeUInt8(tampered.readUInt8(tampered.length - 1) ^ 1, tampered.length - 1);
    expect(() => decryptFile(tampered, key)).toThrow();
    expect(() => decryptFile(Buffer.from('plain text file'), key)).toThrow(/not an encrypted file/);
  });
});
