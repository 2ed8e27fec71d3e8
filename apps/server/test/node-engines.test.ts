import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as ContentDisposition from 'content-disposition';
import type * as Cookie from 'cookie';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` warns (EBADENGINE) that content-disposition 3 (from @fastify/static 10) and cookie 2 (from
 * light-my-request 6) want Node 22; every release of those majors says so, and their dependants require those
 * majors. The README says the warning is harmless; this is the evidence, on the Node of the test run: both are
 * pure JavaScript that loads nothing (no Node API to be missing), and both work.
 */
const require = createRequire(import.meta.url);

function mainFile(name: string): string {
  return require.resolve(name, { paths: [require.resolve('@fastify/static'), require.resolve('light-my-request')] });
}

describe('the two packages that want Node 22 (issue 15 item 8)', () => {
  it.each(['content-disposition', 'cookie'])('%s loads nothing from Node or elsewhere', (name) => {
    const source = readFileSync(mainFile(name), 'utf8');
    expect(source).not.toMatch(/\brequire\(|^\s*import\s|\bimport\(/m);
  });

  it('both work here', async () => {
    const { create, parse } = (await import(mainFile('content-disposition'))) as typeof ContentDisposition;
    const header = create('statement 2026.pdf');
    expect(parse(header).parameters).toEqual({ filename: 'statement 2026.pdf' });
    const { parseCookie, stringifySetCookie } = (await import(mainFile('cookie'))) as typeof Cookie;
    expect(parseCookie('a=1; b=two')).toEqual({ a: '1', b: 'two' });
    expect(stringifySetCookie({ name: 'c', value: '3', httpOnly: true })).toBe('c=3; HttpOnly');
  });
});
