import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatMessage } from './messages';
import {
  confirmMatch,
  emailSchema,
  fileExtensionOf,
  fileSchema,
  isMessageKey,
  nonBlankSchema,
  numericMaxSchema,
  numericMinSchema,
  numericRangeSchema,
  parsePlainNumber,
  passwordSchema,
  refineWith,
  resultFromIssue,
  validateConfirmMatch,
  validateEmail,
  validateFile,
  validateFileExtension,
  validateFileSize,
  validateNonBlank,
  validateNumericMax,
  validateNumericMin,
  validateNumericRange,
  validatePassword,
} from './validators';

/** The issues of a failed parse as { path, key, values }. */
function issuesOf(schema: z.ZodType, value: unknown) {
  const r = schema.safeParse(value);
  if (r.success) return [];
  return r.error.issues.map((i) => ({
    path: i.path.join('.'),
    key: i.message,
    values: (i as { params?: { values?: unknown } }).params?.values,
  }));
}

describe('parsePlainNumber', () => {
  it.each([
    ['0', 0],
    ['12', 12],
    ['-3', -3],
    ['1.5', 1.5],
    ['-0.25', -0.25],
    ['007', 7],
  ])('parses %j as %d', (text, n) => {
    expect(parsePlainNumber(text)).toBe(n);
  });

  it.each([
    '1e3',
    '1E3',
    '+1',
    '.5',
    '1.',
    '1,000',
    '0x10',
    'Infinity',
    'NaN',
    ' 1',
    '1 ',
    'abc',
    '--1',
    '1.2.3',
    '   ',
  ])('rejects %j', (text) => {
    expect(parsePlainNumber(text)).toBeNull();
  });

  it('accepts finite numbers and rejects non-finite ones', () => {
    expect(parsePlainNumber(42)).toBe(42);
    expect(parsePlainNumber(-1.5)).toBe(-1.5);
    expect(parsePlainNumber(Infinity)).toBeNull();
    expect(parsePlainNumber(-Infinity)).toBeNull();
    expect(parsePlainNumber(NaN)).toBeNull();
  });
});

describe('validateNumericRange', () => {
  const range = { key: 'validation.range', values: { min: 1, max: 10 } };

  it('passes inside the range, bounds included', () => {
    for (const v of ['1', '5', '10', '1.0', '9.99', 1, 10, 5.5]) expect(validateNumericRange(v, 1, 10)).toBeNull();
  });

  it('fails just outside the range with validation.range {min,max}', () => {
    expect(validateNumericRange('0.99', 1, 10)).toEqual(range);
    expect(validateNumericRange('10.01', 1, 10)).toEqual(range);
    expect(validateNumericRange(0, 1, 10)).toEqual(range);
    expect(validateNumericRange('-5', 1, 10)).toEqual(range);
    expect(validateNumericRange(11, 1, 10)).toEqual(range);
  });

  it('rejects anything that is not a plain decimal with validation.numeric', () => {
    for (const v of ['abc', '1e1', '+5', ' 5', '5 ', '   ', '.5', Infinity]) {
      expect(validateNumericRange(v, 1, 10)).toEqual({ key: 'validation.numeric' });
    }
  });

  it('lets empty values pass (required-ness is a separate rule)', () => {
    for (const v of ['', null, undefined, NaN]) expect(validateNumericRange(v, 1, 10)).toBeNull();
  });

  it('works with negative and decimal bounds', () => {
    expect(validateNumericRange('-2.5', -2.5, 0)).toBeNull();
    expect(validateNumericRange('-2.51', -2.5, 0)).toEqual({ key: 'validation.range', values: { min: -2.5, max: 0 } });
  });
});

describe('validateNumericMin', () => {
  it('passes at and above the minimum', () => {
    expect(validateNumericMin('100', 100)).toBeNull();
    expect(validateNumericMin('100.01', 100)).toBeNull();
    expect(validateNumericMin(1e9, 100)).toBeNull();
  });

  it('fails below with validation.min {min}', () => {
    expect(validateNumericMin('99.99', 100)).toEqual({ key: 'validation.min', values: { min: 100 } });
    expect(validateNumericMin(-1, 0)).toEqual({ key: 'validation.min', values: { min: 0 } });
  });

  it('non-numeric → validation.numeric, empty → pass', () => {
    expect(validateNumericMin('1e3', 100)).toEqual({ key: 'validation.numeric' });
    expect(validateNumericMin('', 100)).toBeNull();
    expect(validateNumericMin(null, 100)).toBeNull();
  });
});

describe('validateNumericMax', () => {
  it('passes at and below the maximum', () => {
    expect(validateNumericMax('50', 50)).toBeNull();
    expect(validateNumericMax('-50', 50)).toBeNull();
    expect(validateNumericMax(49.9, 50)).toBeNull();
  });

  it('fails above with validation.max {max}', () => {
    expect(validateNumericMax('50.0001', 50)).toEqual({ key: 'validation.max', values: { max: 50 } });
    expect(validateNumericMax(51, 50)).toEqual({ key: 'validation.max', values: { max: 50 } });
  });

  it('non-numeric → validation.numeric, empty → pass', () => {
    expect(validateNumericMax('fifty', 50)).toEqual({ key: 'validation.numeric' });
    expect(validateNumericMax(undefined, 50)).toBeNull();
    expect(validateNumericMax(NaN, 50)).toBeNull();
  });
});

describe('numeric zod schemas', () => {
  it('optional range: outputs the number, empty → undefined, keys and values on failure', () => {
    const s = numericRangeSchema(1, 10);
    expect(s.parse('2.5')).toBe(2.5);
    expect(s.parse(7)).toBe(7);
    expect(s.parse('')).toBeUndefined();
    expect(s.parse(undefined)).toBeUndefined();
    expect(s.parse(NaN)).toBeUndefined();
    expect(issuesOf(s, '11')).toEqual([{ path: '', key: 'validation.range', values: { min: 1, max: 10 } }]);
    expect(issuesOf(s, '1e1')).toEqual([{ path: '', key: 'validation.numeric', values: undefined }]);
    expect(issuesOf(s, true)).toEqual([{ path: '', key: 'validation.numeric', values: undefined }]);
  });

  it('required range: empty → validation.required', () => {
    const s = numericRangeSchema(1, 10, { required: true });
    expect(s.parse('10')).toBe(10);
    for (const v of ['', null, undefined, NaN]) {
      expect(issuesOf(s, v)).toEqual([{ path: '', key: 'validation.required', values: undefined }]);
    }
  });

  it('min and max schemas emit validation.min / validation.max', () => {
    expect(issuesOf(numericMinSchema(5), '4')).toEqual([{ path: '', key: 'validation.min', values: { min: 5 } }]);
    expect(numericMinSchema(5).parse('5')).toBe(5);
    expect(issuesOf(numericMaxSchema(5), 6)).toEqual([{ path: '', key: 'validation.max', values: { max: 5 } }]);
    expect(numericMaxSchema(5, { required: true }).parse('-1')).toBe(-1);
    expect(issuesOf(numericMaxSchema(5, { required: true }), '')).toEqual([
      { path: '', key: 'validation.required', values: undefined },
    ]);
  });
});

describe('validateNonBlank', () => {
  it('empty → validation.required', () => {
    expect(validateNonBlank('')).toEqual({ key: 'validation.required' });
    expect(validateNonBlank(null)).toEqual({ key: 'validation.required' });
    expect(validateNonBlank(undefined)).toEqual({ key: 'validation.required' });
  });

  it('whitespace-only → validation.whitespace', () => {
    for (const v of [' ', '   ', '\t', '\n \r', '\u00a0'])
      expect(validateNonBlank(v)).toEqual({ key: 'validation.whitespace' });
  });

  it('any visible character passes, surrounding spaces included', () => {
    expect(validateNonBlank('a')).toBeNull();
    expect(validateNonBlank('  a  ')).toBeNull();
  });

  it('schema emits the same keys', () => {
    const s = nonBlankSchema();
    expect(s.parse(' x ')).toBe(' x ');
    expect(issuesOf(s, '')).toEqual([{ path: '', key: 'validation.required', values: undefined }]);
    expect(issuesOf(s, undefined)).toEqual([{ path: '', key: 'validation.required', values: undefined }]);
    expect(issuesOf(s, '  ')).toEqual([{ path: '', key: 'validation.whitespace', values: undefined }]);
  });
});

describe('validatePassword', () => {
  const strong = 'Abcdef1!';

  it('passes when every criterion is met (exactly 8 characters)', () => {
    expect(validatePassword(strong)).toBeNull();
    expect(validatePassword('P@ssw0rd-longer')).toBeNull();
  });

  it.each([
    ['too short (7)', 'Abcde1!'],
    ['no uppercase', 'abcdef1!'],
    ['no lowercase', 'ABCDEF1!'],
    ['no digit', 'Abcdefg!'],
    ['no special', 'Abcdefg1'],
    ['space is not special', 'Abcd efg1'],
  ])('%s → validation.passwordWeak', (_label, value) => {
    expect(validatePassword(value)).toEqual({ key: 'validation.passwordWeak' });
  });

  it('empty → validation.required', () => {
    expect(validatePassword('')).toEqual({ key: 'validation.required' });
    expect(validatePassword(null)).toEqual({ key: 'validation.required' });
    expect(validatePassword(undefined)).toEqual({ key: 'validation.required' });
  });

  it('schema emits the same keys', () => {
    expect(passwordSchema().parse(strong)).toBe(strong);
    expect(issuesOf(passwordSchema(), 'weak')).toEqual([
      { path: '', key: 'validation.passwordWeak', values: undefined },
    ]);
    expect(issuesOf(passwordSchema(), '')).toEqual([{ path: '', key: 'validation.required', values: undefined }]);
  });
});

describe('validateConfirmMatch', () => {
  it('equal → null', () => {
    expect(validateConfirmMatch('Secret1!', 'Secret1!')).toBeNull();
  });

  it('different (case, trailing space, other text) → validation.confirmMismatch', () => {
    expect(validateConfirmMatch('secret1!', 'Secret1!')).toEqual({ key: 'validation.confirmMismatch' });
    expect(validateConfirmMatch('Secret1! ', 'Secret1!')).toEqual({ key: 'validation.confirmMismatch' });
    expect(validateConfirmMatch('x', null)).toEqual({ key: 'validation.confirmMismatch' });
  });

  it('empty confirmation → validation.required', () => {
    expect(validateConfirmMatch('', 'Secret1!')).toEqual({ key: 'validation.required' });
    expect(validateConfirmMatch(undefined, '')).toEqual({ key: 'validation.required' });
  });

  it('confirmMatch puts the issue on the confirmation field, alongside field issues', () => {
    const s = z
      .object({ password: passwordSchema(), confirmPassword: z.string() })
      .superRefine(confirmMatch('password', 'confirmPassword'));
    expect(s.safeParse({ password: 'Secret1!', confirmPassword: 'Secret1!' }).success).toBe(true);
    expect(issuesOf(s, { password: 'Secret1!', confirmPassword: 'Secret1?' })).toEqual([
      { path: 'confirmPassword', key: 'validation.confirmMismatch', values: undefined },
    ]);
    expect(issuesOf(s, { password: 'weak', confirmPassword: 'other' })).toEqual([
      { path: 'password', key: 'validation.passwordWeak', values: undefined },
      { path: 'confirmPassword', key: 'validation.confirmMismatch', values: undefined },
    ]);
    expect(issuesOf(s, { password: 'Secret1!', confirmPassword: '' })).toEqual([
      { path: 'confirmPassword', key: 'validation.required', values: undefined },
    ]);
  });
});

describe('validateEmail', () => {
  it.each(['a@b.co', 'john.doe@example.com', 'x+tag@sub.domain.my', "o'neil_1@mail-host.example.org", 'A@B.COM'])(
    'accepts %j',
    (v) => {
      expect(validateEmail(v)).toBeNull();
    },
  );

  it.each([
    'plain',
    'a@b',
    'a@b.c',
    '@b.co',
    'a@',
    'a@@b.co',
    'a b@c.co',
    ' a@b.co',
    'a@b.co ',
    '.a@b.co',
    'a.@b.co',
    'a..b@c.co',
    'a@-b.co',
    'a@b-.co',
    'a@b..co',
    'a@b.c0m',
    'a@[127.0.0.1]',
    'é@b.co',
    `${'a'.repeat(65)}@b.co`,
    `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.com`,
  ])('rejects %j with validation.email', (v) => {
    expect(validateEmail(v)).toEqual({ key: 'validation.email' });
  });

  it('local part of exactly 64 characters passes', () => {
    expect(validateEmail(`${'a'.repeat(64)}@b.co`)).toBeNull();
  });

  it('empty passes', () => {
    expect(validateEmail('')).toBeNull();
    expect(validateEmail(null)).toBeNull();
  });

  it('schema: optional lets empty pass, required emits validation.required', () => {
    expect(emailSchema().parse('')).toBe('');
    expect(issuesOf(emailSchema(), 'nope')).toEqual([{ path: '', key: 'validation.email', values: undefined }]);
    expect(issuesOf(emailSchema({ required: true }), '')).toEqual([
      { path: '', key: 'validation.required', values: undefined },
    ]);
    expect(issuesOf(emailSchema({ required: true }), undefined)).toEqual([
      { path: '', key: 'validation.required', values: undefined },
    ]);
    expect(emailSchema({ required: true }).parse('a@b.co')).toBe('a@b.co');
  });
});

describe('validateFileExtension', () => {
  const allowed = ['jpg', 'png', 'pdf'];
  const fail = { key: 'validation.fileExtension', values: { allowed: 'jpg, png, pdf' } };

  it('fileExtensionOf takes the last extension, lower-cased, ignoring directories and hidden-file dots', () => {
    expect(fileExtensionOf('scan.PDF')).toBe('pdf');
    expect(fileExtensionOf('a.tar.gz')).toBe('gz');
    expect(fileExtensionOf('C:\\fakepath\\photo.Jpg')).toBe('jpg');
    expect(fileExtensionOf('dir.v2/photo')).toBe('');
    expect(fileExtensionOf('.png')).toBe('');
    expect(fileExtensionOf('photo.')).toBe('');
    expect(fileExtensionOf('README')).toBe('');
  });

  it('allowed extensions pass, case-insensitively', () => {
    for (const name of ['a.jpg', 'a.JPG', 'a.Jpg', 'my.scan.pdf', 'x.PNG'])
      expect(validateFileExtension(name, allowed)).toBeNull();
  });

  it('the allow-list itself is case- and dot-insensitive', () => {
    expect(validateFileExtension('a.jpg', ['.JPG', ' Png '])).toBeNull();
    expect(validateFileExtension('a.gif', ['.JPG', ' Png '])).toEqual({
      key: 'validation.fileExtension',
      values: { allowed: 'jpg, png' },
    });
  });

  it('other or missing extensions fail with validation.fileExtension {allowed}', () => {
    for (const name of ['a.gif', 'a.jpeg', 'a.pdf.exe', 'pdf', '.pdf', 'a.', 'a.jpg ']) {
      expect(validateFileExtension(name, allowed)).toEqual(fail);
    }
  });

  it('empty name passes', () => {
    expect(validateFileExtension('', allowed)).toBeNull();
    expect(validateFileExtension(undefined, allowed)).toBeNull();
  });
});

describe('validateFileSize', () => {
  const fail = { key: 'validation.fileSize', values: { min: 10, max: 2048 } };

  it('passes at the exact inclusive bounds (1 KB = 1024 bytes)', () => {
    expect(validateFileSize(10 * 1024, 10, 2048)).toBeNull();
    expect(validateFileSize(2048 * 1024, 10, 2048)).toBeNull();
    expect(validateFileSize(500_000, 10, 2048)).toBeNull();
  });

  it('fails one byte outside with validation.fileSize {min,max} in KB', () => {
    expect(validateFileSize(10 * 1024 - 1, 10, 2048)).toEqual(fail);
    expect(validateFileSize(2048 * 1024 + 1, 10, 2048)).toEqual(fail);
    expect(validateFileSize(10_000, 10, 2048)).toEqual(fail); // 10,000 bytes < 10 KB: KB is 1024, not 1000
  });

  it('empty file (0 bytes) passes only when min is 0', () => {
    expect(validateFileSize(0, 0, 1)).toBeNull();
    expect(validateFileSize(0, 1, 2)).toEqual({ key: 'validation.fileSize', values: { min: 1, max: 2 } });
  });

  it('negative or non-finite sizes fail, missing size passes', () => {
    expect(validateFileSize(-1, 0, 1)).toEqual({ key: 'validation.fileSize', values: { min: 0, max: 1 } });
    expect(validateFileSize(NaN, 0, 1)).toEqual({ key: 'validation.fileSize', values: { min: 0, max: 1 } });
    expect(validateFileSize(null, 0, 1)).toBeNull();
    expect(validateFileSize(undefined, 0, 1)).toBeNull();
  });
});

describe('validateFile / fileSchema', () => {
  const rules = { allowed: ['jpg', 'png', 'pdf'], minKb: 1, maxKb: 5 };

  it('checks the extension first, then the size', () => {
    expect(validateFile({ name: 'a.gif', size: 0 }, rules)).toEqual({
      key: 'validation.fileExtension',
      values: { allowed: 'jpg, png, pdf' },
    });
    expect(validateFile({ name: 'a.PNG', size: 0 }, rules)).toEqual({
      key: 'validation.fileSize',
      values: { min: 1, max: 5 },
    });
    expect(validateFile({ name: 'a.PNG', size: 5 * 1024 }, rules)).toBeNull();
    expect(validateFile(null, rules)).toBeNull();
  });

  it('fileSchema: missing file → validation.required; keeps the original object', () => {
    const s = fileSchema(rules);
    const file = { name: 'id.pdf', size: 2048, extra: true };
    expect(s.parse(file)).toBe(file);
    expect(issuesOf(s, undefined)).toEqual([{ path: '', key: 'validation.required', values: undefined }]);
    expect(issuesOf(s, { name: 'id.pdf' })).toEqual([{ path: '', key: 'validation.required', values: undefined }]);
    expect(issuesOf(s, { name: 'id.pdf', size: 6 * 1024 })).toEqual([
      { path: '', key: 'validation.fileSize', values: { min: 1, max: 5 } },
    ]);
    expect(issuesOf(s, { name: 'id.doc', size: 2048 })).toEqual([
      { path: '', key: 'validation.fileExtension', values: { allowed: 'jpg, png, pdf' } },
    ]);
  });
});

describe('zod helper plumbing', () => {
  it('refineWith turns a validator into a superRefine callback', () => {
    const s = z.string().superRefine(refineWith(validateNonBlank));
    expect(issuesOf(s, '  ')).toEqual([{ path: '', key: 'validation.whitespace', values: undefined }]);
  });

  it('resultFromIssue recovers key and values, and formatMessage renders them', () => {
    const r = numericRangeSchema(1, 10).safeParse('0');
    expect(r.success).toBe(false);
    const result = resultFromIssue(r.error!.issues[0]!);
    expect(result).toEqual({ key: 'validation.range', values: { min: 1, max: 10 } });
    expect(formatMessage(result!.key, result!.values)).toBe('Please enter a value between 1 and 10.');
  });

  it('resultFromIssue: message only (react-hook-form error) → key without values; unknown text → null', () => {
    expect(resultFromIssue({ message: 'validation.email' })).toEqual({ key: 'validation.email' });
    expect(resultFromIssue({ message: 'Invalid input' })).toBeNull();
    expect(resultFromIssue({})).toBeNull();
  });

  it('isMessageKey does not accept inherited object properties', () => {
    expect(isMessageKey('validation.required')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey(42)).toBe(false);
  });
});
