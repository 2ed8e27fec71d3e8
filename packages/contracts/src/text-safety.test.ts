import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findUnsafeCharacter, findUnsafeText } from './text-safety';
import { safeTextSchema, validateSafeText } from './validators';

describe('findUnsafeCharacter', () => {
  it.each([
    ['a\u0000b', 1],
    ['\u0007', 0],
    ['ok\u001b[31m', 2],
    ['\u000b', 0],
    ['a\ud800', 1],
    ['\udc00a', 0],
    ['\ud800\ud800\udc00', 0],
  ])('finds the control character or lone surrogate in %j', (text, index) => {
    expect(findUnsafeCharacter(text)).toBe(index);
  });

  it.each(['', 'plain', 'Line one\r\nLine\ttwo', 'Chong Wei Ling 张伟', 'emoji 😀 pair', '\u007f DEL is not C0'])(
    'takes ordinary text %j',
    (text) => {
      expect(findUnsafeCharacter(text)).toBe(-1);
    },
  );
});

describe('findUnsafeText', () => {
  it('names the path of the first bad string, value or key', () => {
    expect(findUnsafeText({ a: 'ok', b: ['x', 'y\u0000'] })).toEqual(['b', 1]);
    expect(findUnsafeText({ nested: { 'k\u0001': 1 } })).toEqual(['nested', 'k\u0001']);
    expect(findUnsafeText('\u0000')).toEqual([]);
  });

  it('passes clean values and non-strings', () => {
    expect(findUnsafeText({ a: 1, b: null, c: [true, 'x'], d: undefined })).toBeNull();
    expect(findUnsafeText(null)).toBeNull();
    expect(findUnsafeText(new Uint8Array([0, 1, 2]))).toBeNull();
  });

  it('walks a body nested far deeper than the call stack would allow', () => {
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(findUnsafeText(deep)).toHaveLength(200_000);
  });
});

describe('safe text in schemas', () => {
  it('refuses control characters with a message key the web translates', () => {
    expect(validateSafeText('a\u0000')).toEqual({ key: 'validation.controlCharacters' });
    expect(validateSafeText('')).toBeNull();
    const result = z.object({ name: safeTextSchema().trim().min(1) }).safeParse({ name: 'x\u0000' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['name'], message: 'validation.controlCharacters' }),
    ]);
  });
});
