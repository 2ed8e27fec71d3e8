import { parseAppSettings, type AppSettings } from '@harta/contracts/settings';
import { StaticPaths } from '@harta/contracts/paths';
import { takeEarlySettings } from '../http/early-calls';

/** Why the settings could not be loaded, kept apart so the gate can show a plain message and a retry. */
export class SettingsLoadError extends Error {
  override readonly name = 'SettingsLoadError';
}

/**
 * Loads `/appsettings.json` and validates it. One build runs in every environment because everything that
 * differs (API base, identity server, idle period, ...) arrives here at run time, before anything renders.
 */
export async function loadSettings(fetchImpl: typeof fetch = fetch): Promise<AppSettings> {
  let response: Response;
  try {
    // A plain request, so the `preload` of index.html answers it (a request with other options or headers would be
    // sent again). The server marks the file no-store: no cache keeps an old copy.
    // On a page whose early script asked for it (public/before-paint.js), that request's response: the preload
    // answered that one.
    response = await (takeEarlySettings() ?? fetchImpl(StaticPaths.appSettings));
  } catch (cause) {
    throw new SettingsLoadError('The settings file could not be reached.', { cause });
  }
  if (!response.ok) throw new SettingsLoadError(`The settings file answered HTTP ${response.status}.`);
  let json: unknown;
  try {
    json = await response.json();
  } catch (cause) {
    throw new SettingsLoadError('The settings file is not valid JSON.', { cause });
  }
  const parsed = parseAppSettings(json);
  if (!parsed.success) throw new SettingsLoadError(`The settings file is invalid: ${parsed.invalid.join(', ')}`);
  return parsed.data;
}
