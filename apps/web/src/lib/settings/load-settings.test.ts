import { describe, expect, it, vi } from 'vitest';
import { testSettings } from '../../test/fixtures';
import { loadSettings, SettingsLoadError } from './load-settings';

const respond = (status: number, body: string) => vi.fn<typeof fetch>(async () => new Response(body, { status }));

describe('loadSettings', () => {
  it('fetches /appsettings.json and validates it', async () => {
    const fetchMock = respond(200, JSON.stringify(testSettings));
    await expect(loadSettings(fetchMock)).resolves.toEqual(testSettings);
    expect(fetchMock.mock.calls[0]![0]).toBe('/appsettings.json');
  });

  it('rejects a file that does not match the schema, naming the fields', async () => {
    const { idlePeriod: _omit, ...rest } = testSettings;
    await expect(loadSettings(respond(200, JSON.stringify({ ...rest, storage: 'cookies' })))).rejects.toThrow(
      /idlePeriod.*storage|storage.*idlePeriod/,
    );
  });

  it('rejects HTTP errors, bad JSON and network failures', async () => {
    await expect(loadSettings(respond(404, ''))).rejects.toBeInstanceOf(SettingsLoadError);
    await expect(loadSettings(respond(200, '{oops'))).rejects.toBeInstanceOf(SettingsLoadError);
    await expect(
      loadSettings(vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline'))),
    ).rejects.toBeInstanceOf(SettingsLoadError);
  });
});
