import { EXPORT_AREAS } from './export-sources';

/**
 * README.txt of a client's copy of their data: what each file holds, in plain words (docs/account.md "Your data").
 * Written from the export's own list of areas, so the two cannot disagree.
 */
export function exportReadme(): string {
  const areas = EXPORT_AREAS.map(
    (area) => `${area.file}\n  ${area.description}\n  Tables: ${area.tables.map((t) => t.table).join(', ')}`,
  );
  return [
    'Your data held by Harta',
    '=======================',
    '',
    'This archive holds a copy of the personal data Harta holds about you, as the Personal Data Protection Act 2010',
    'gives you the right to ask for. Each .json file holds one area; inside it, each key is the name of one of our',
    'database tables and its value the rows about you, exactly as stored (amounts in sen: 100 sen = RM 1.00; ETF',
    'units in millionths; times in UTC). Passwords, one-time codes and device secrets are never included.',
    '',
    'Arkib ini mengandungi salinan data peribadi anda yang disimpan oleh Harta. Setiap fail .json ialah satu bidang;',
    'amaun dalam sen (100 sen = RM 1.00) dan masa dalam UTC. Kata laluan, kod sekali guna dan rahsia peranti tidak',
    'disertakan.',
    '',
    'Files',
    '-----',
    '',
    ...areas.flatMap((area) => [area, '']),
    'documents/',
    '  Your documents as you sent them or as we produced them: identity document pages and selfie (identity/),',
    '  replacement pages (identity-replacements/), central-bank approval documents (bnm/) and statements',
    '  (statements/, PDF).',
    '',
    'Not kept, so not included: login history (we keep only a counter of recent failed attempts, under a one-way',
    'hash of the login name) and the sessions of the identity server (they expire).',
    '',
    'To correct anything here, use My Profile in the app, or contact us. This copy expires: download it again from',
    'My Account > Your data if you need a newer one.',
    '',
  ].join('\n');
}
