import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n/init-i18n';
import { downloadFile } from './download-file';
import { http } from './http-client';
import { configureHttpClient } from './http-config';

describe('Accept-Language on API calls', () => {
  const fetchMock = vi.fn<typeof fetch>();

  afterEach(async () => {
    await changeLanguage('en');
    fetchMock.mockReset();
  });

  const sentLanguage = async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"result":null}', { status: 200 }));
    await http.get('/api/x');
    return (fetchMock.mock.calls.at(-1)![1]?.headers as Record<string, string>)['Accept-Language'];
  };

  it('carries the app language, and the new one after a switch', async () => {
    configureHttpClient({ fetch: fetchMock, transientRetryDelaysMs: [] });
    await changeLanguage('en');
    expect(await sentLanguage()).toBe('en');
    await changeLanguage('ms');
    expect(await sentLanguage()).toBe('ms');
  });

  it("carries it on a file download too: a CSV export is written in the page's language", async () => {
    configureHttpClient({ fetch: fetchMock, transientRetryDelaysMs: [] });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await changeLanguage('ms');
    fetchMock.mockResolvedValueOnce(new Response('Tarikh\n', { status: 200 }));
    await downloadFile('/api/x?format=csv', 'x.csv');
    expect((fetchMock.mock.calls.at(-1)![1]?.headers as Record<string, string>)['Accept-Language']).toBe('ms');
    click.mockRestore();
  });
});
