import { describe, expect, it } from 'vitest';
import { readBearerToken } from './bearer-token';

describe('readBearerToken', () => {
  it('reads the token of a Bearer header', () => {
    expect(readBearerToken('Bearer abc.DEF-_.ghi')).toBe('abc.DEF-_.ghi');
    expect(readBearerToken('bearer  xyz==')).toBe('xyz==');
  });

  it.each([undefined, '', 'Bearer', 'Bearer ', 'Basic abc', 'Bearer a b', 'Bearer <script>'])(
    'refuses %s',
    (header) => {
      expect(readBearerToken(header)).toBeUndefined();
    },
  );
});
