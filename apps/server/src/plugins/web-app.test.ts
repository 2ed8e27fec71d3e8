import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRouteShells } from './web-app';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function build(files: string[], shells: Record<string, unknown>): string {
  dir = mkdtempSync(path.join(tmpdir(), 'harta-route-shells-'));
  for (const file of [...files, '.vite/route-shells.json'])
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  for (const file of files) writeFileSync(path.join(dir, file), '<!doctype html>');
  writeFileSync(path.join(dir, '.vite/route-shells.json'), JSON.stringify(shells));
  return dir;
}

describe('loadRouteShells', () => {
  const shells = {
    '/user-login': { production: 'prerendered/user-login.html', sandbox: 'prerendered/user-login.sandbox.html' },
    '/dashboard': 'shells/dashboard.html',
    '/escape': '../outside.html',
    '/missing': 'shells/missing.html',
  };
  const files = ['prerendered/user-login.html', 'prerendered/user-login.sandbox.html', 'shells/dashboard.html'];

  it("takes a prerendered page's copy for the server's kind of deployment, and every plain shell", () => {
    const webDir = build(files, shells);
    expect(Object.fromEntries(loadRouteShells(webDir, 'production'))).toEqual({
      '/user-login': 'prerendered/user-login.html',
      '/dashboard': 'shells/dashboard.html',
    });
    expect(loadRouteShells(webDir, 'sandbox').get('/user-login')).toBe('prerendered/user-login.sandbox.html');
  });

  it('leaves out a copy the build does not have (the path then gets index.html)', () => {
    const webDir = build(['prerendered/user-login.html'], shells);
    expect(loadRouteShells(webDir, 'production').get('/user-login')).toBe('prerendered/user-login.html');
    expect(loadRouteShells(webDir, 'sandbox').has('/user-login')).toBe(false);
  });
});
