import { describe, expect, it } from 'vitest';
import { formatMessage, messagesEn, type MessageKey } from './messages';

describe('messagesEn', () => {
  const texts = Object.values(messagesEn) as string[];

  it.each([
    "Can't login, account CLOSED/REJECTED/SUSPENDED.",
    'For your safety, your account has been Temporarily suspended. Please try again after 24hrs.',
    'Are you sure want to exit ?',
    "You don't have permission to access the page.",
    'Oops! Page Not Found',
    'Sorry it seems an error occurred, please contact the support team.',
    'Request sent successfully.',
    'Updated successfully',
    'Invalid username or password',
    'Back To Home',
    'Please save before exit.',
    'Congratulations! You can start your save, invest and earn journey right now',
    'Update Your Ethnicity',
    'Please re-upload your valid documents which must include BNM approval',
    'We are processing your transaction(s)',
    'Continue',
    'Re-Take ID',
    'Spouse NRIC or Passport field is required.',
    'Whitespace not allowed',
    'Spouse NRIC or Passport field should contains only alphanumeric.',
    'Spouse NRIC or Passport should have minimum 6 character and should not exceed 20 characters',
  ])('contains the spec text word for word: %s', (text) => {
    expect(texts).toContain(text);
  });

  it.each([
    ['auth.accountStatus', "Can't login, account CLOSED/REJECTED/SUSPENDED."],
    ['auth.lockout', 'For your safety, your account has been Temporarily suspended. Please try again after 24hrs.'],
    ['auth.invalidCredentials', 'Invalid username or password'],
    ['app.exitConfirm', 'Are you sure want to exit ?'],
    ['error.forbidden', "You don't have permission to access the page."],
    ['error.pageNotFound', 'Oops! Page Not Found'],
    ['alert.default', 'Sorry it seems an error occurred, please contact the support team.'],
    ['success.default', 'Request sent successfully.'],
    ['profile.updated', 'Updated successfully'],
    ['spouseNric.required', 'Spouse NRIC or Passport field is required.'],
    ['spouseNric.whitespace', 'Whitespace not allowed'],
    ['spouseNric.alphanumeric', 'Spouse NRIC or Passport field should contains only alphanumeric.'],
    [
      'spouseNric.length',
      'Spouse NRIC or Passport should have minimum 6 character and should not exceed 20 characters',
    ],
  ] as const)('%s is keyed to its spec text', (key, text) => {
    expect(messagesEn[key]).toBe(text);
  });

  it('every message is a non-empty string without stray spaces', () => {
    for (const [key, text] of Object.entries(messagesEn)) {
      expect(text, key).not.toBe('');
      expect(text, key).toBe(text.trim());
    }
  });
});

describe('formatMessage', () => {
  it('fills placeholders', () => {
    expect(formatMessage('validation.range', { min: 1, max: 10 })).toBe('Please enter a value between 1 and 10.');
    expect(formatMessage('validation.min', { min: 0 })).toBe('Please enter a value of at least 0.');
    expect(formatMessage('validation.max', { max: '5,000' })).toBe('Please enter a value of at most 5,000.');
    expect(formatMessage('validation.fileExtension', { allowed: 'jpg, png, pdf' })).toBe(
      'Only these file types are allowed: jpg, png, pdf.',
    );
    expect(formatMessage('validation.fileSize', { min: 10, max: 2048 })).toBe(
      'The file must be between 10 KB and 2048 KB.',
    );
  });

  it('leaves a placeholder without a value visible', () => {
    expect(formatMessage('validation.range', { min: 1 })).toBe('Please enter a value between 1 and {{max}}.');
    expect(formatMessage('validation.range')).toBe('Please enter a value between {{min}} and {{max}}.');
  });

  it('returns texts without placeholders unchanged, ignoring extra values', () => {
    const key: MessageKey = 'auth.accountStatus';
    expect(formatMessage(key, { min: 1 })).toBe("Can't login, account CLOSED/REJECTED/SUSPENDED.");
  });
});
