import type { bootEn } from './boot-en';

/** bootEn in Bahasa Melayu: in the entry script so the gate speaks the chosen language from the first paint. */
export const bootMs = {
  'app.loading': 'Memuatkan…',
  'app.settingsFailed': 'Kami tidak dapat memuatkan aplikasi. Sila semak sambungan anda dan cuba lagi.',
  'app.retry': 'Cuba lagi',
  'ui.close': 'Tutup',
  'ui.togglePasswordVisibility': 'Tunjuk atau sembunyikan kata laluan',
} as const satisfies Record<keyof typeof bootEn, string>;
