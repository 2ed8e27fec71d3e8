import { z } from 'zod';
import { APP_SETTINGS_FIELDS, type AppSettings, type SettingField } from './settings';

function zodFor(field: SettingField): z.ZodType {
  switch (field.kind) {
    case 'string':
      return z.string();
    case 'positiveInt':
      return z.number().int().positive();
    case 'enum':
      return z.enum(field.values);
  }
}

type AppSettingsShape = { [K in keyof AppSettings]: z.ZodType<AppSettings[K]> };

/**
 * `/appsettings.json` as a zod schema (the server's response schema, the OpenAPI document), built from the same
 * table as `parseAppSettings` so the two cannot disagree on a field (see settings.ts).
 */
export const appSettingsSchema = z.object(
  Object.fromEntries(
    Object.entries(APP_SETTINGS_FIELDS).map(([name, field]: [string, SettingField]) => [name, zodFor(field)]),
  ) as AppSettingsShape,
);
