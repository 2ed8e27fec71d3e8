import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDiskFileStore, removeStaleTemporaryFiles } from './disk-file-store';

/** An upload interrupted between write and rename leaves `<key>.<uuid>.tmp`; start-up removes the stale ones. */
describe('disk file store: interrupted uploads', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  async function storeWithLeftovers() {
    const root = mkdtempSync(path.join(tmpdir(), 'harta-files-'));
    roots.push(root);
    await createDiskFileStore(root).put('documents/7/kept', Buffer.from('a finished upload'), 'image/png');
    const folder = path.join(root, 'documents', '7');
    const stale = path.join(folder, 'abc.5f0c8f2e-6a43-4a36-9d62-1c6f1f0b2a11.tmp');
    const fresh = path.join(folder, 'def.0b8e7d3c-2f1a-4c5b-8e9d-7a6b5c4d3e2f.tmp');
    await writeFile(stale, 'half an upload');
    await writeFile(fresh, 'an upload being written now');
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await utimes(stale, twoMinutesAgo, twoMinutesAgo);
    // A user's file that merely ends in .tmp is not a temporary of ours.
    await mkdir(path.join(root, 'other'), { recursive: true });
    await writeFile(path.join(root, 'other', 'notes.tmp'), 'not ours');
    await utimes(path.join(root, 'other', 'notes.tmp'), twoMinutesAgo, twoMinutesAgo);
    return { root, folder };
  }

  it('removes temporaries older than a minute and leaves finished files and fresh writes alone', async () => {
    const { root, folder } = await storeWithLeftovers();
    expect(await removeStaleTemporaryFiles(root)).toBe(1);
    expect((await readdir(folder)).sort()).toEqual(['def.0b8e7d3c-2f1a-4c5b-8e9d-7a6b5c4d3e2f.tmp', 'kept']);
    expect(await readdir(path.join(root, 'other'))).toEqual(['notes.tmp']);
    expect((await createDiskFileStore(root).get('documents/7/kept')).toString()).toBe('a finished upload');
  });

  it('does nothing when the store has no folder yet', async () => {
    expect(await removeStaleTemporaryFiles(path.join(tmpdir(), 'harta-files-never-created'))).toBe(0);
  });
});
