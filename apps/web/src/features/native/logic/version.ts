/**
 * App versions compared component by component, as numbers (spec section 4): 1.10.0 is newer than 1.9.9, and
 * missing components count as 0 (1.2 equals 1.2.0). A pre-release or build suffix of a component is ignored
 * (1.2.0-beta reads as 1.2.0). Anything without a number to read is not a version.
 */
export function parseVersion(version: string | null | undefined): number[] | null {
  const text = version?.trim().replace(/^v/i, '');
  if (!text) return null;
  const parts = text.split('.');
  const numbers: number[] = [];
  for (const part of parts) {
    const digits = /^\d+/.exec(part);
    if (!digits) return null;
    numbers.push(Number(digits[0]));
  }
  return numbers;
}

/** -1 when a is older than b, 0 when equal, 1 when newer. Throws on something that is not a version. */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) throw new TypeError(`not a version: ${!left ? a : b}`);
  const length = Math.max(left.length, right.length);
  for (let i = 0; i < length; i += 1) {
    const x = left[i] ?? 0;
    const y = right[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

export function isVersion(value: string | null | undefined): value is string {
  return parseVersion(value) !== null;
}
