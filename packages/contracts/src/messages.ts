/**
 * The spec's English messages, word for word (typos included), keyed by stable codes.
 * Validators and the server emit these keys; the web's i18n English resource is built from this map,
 * so a second language is a new resource file, not a code change.
 */
export const messagesEn = {
  // Section 8: modals and toasts
  'alert.default': 'Sorry it seems an error occurred, please contact the support team.',
  'success.default': 'Request sent successfully.',
  'profile.updated': 'Updated successfully',
  // Section 8 / 5: login
  'auth.invalidCredentials': 'Invalid username or password',
  'auth.lockout': 'For your safety, your account has been Temporarily suspended. Please try again after 24hrs.',
  'auth.accountStatus': "Can't login, account CLOSED/REJECTED/SUSPENDED.",
  // Section 2: pages and dialogs
  'error.forbidden': "You don't have permission to access the page.",
  'error.pageNotFound': 'Oops! Page Not Found',
  'error.backToHome': 'Back To Home',
  'profile.saveBeforeExit': 'Please save before exit.',
  'app.exitConfirm': 'Are you sure want to exit ?',
  'welcome.message': 'Congratulations! You can start your save, invest and earn journey right now',
  'ethnicity.updateTitle': 'Update Your Ethnicity',
  'bnm.reuploadRejected': 'Please re-upload your valid documents which must include BNM approval',
  'deposit.pendingProcessing': 'We are processing your transaction(s)',
  'faceVerify.continue': 'Continue',
  'faceVerify.retakeId': 'Re-Take ID',
  // Section 5: spouse NRIC or passport
  'spouseNric.required': 'Spouse NRIC or Passport field is required.',
  'spouseNric.whitespace': 'Whitespace not allowed',
  'spouseNric.alphanumeric': 'Spouse NRIC or Passport field should contains only alphanumeric.',
  'spouseNric.length': 'Spouse NRIC or Passport should have minimum 6 character and should not exceed 20 characters',
  // Section 5: shared validators (wording for these is ours; the spec names the rules only)
  'validation.required': 'This field is required.',
  'validation.whitespace': 'Whitespace not allowed',
  'validation.numeric': 'Please enter a number.',
  'validation.range': 'Please enter a value between {{min}} and {{max}}.',
  'validation.min': 'Please enter a value of at least {{min}}.',
  'validation.max': 'Please enter a value of at most {{max}}.',
  'validation.passwordWeak':
    'Password must have at least 8 characters, an uppercase letter, a lowercase letter, a digit and a special character.',
  'validation.passwordMinLength': 'Password must be at least {{min}} characters.',
  'validation.confirmMismatch': 'The two entries do not match.',
  'validation.fileExtension': 'Only these file types are allowed: {{allowed}}.',
  'validation.fileSize': 'The file must be between {{min}} KB and {{max}} KB.',
  'validation.email': 'Please enter a valid e-mail address.',
  // API errors (server-side wording; shown through the error modal's error.result)
  'api.unauthorized': 'Please log in to continue.',
  'api.forbidden': "You don't have permission to access the page.",
  'api.notFound': 'The requested resource was not found.',
  'api.validation': 'Some of the information you sent is not valid.',
  'api.rateLimited': 'Too many requests. Please wait a moment and try again.',
  'api.internal': 'Sorry it seems an error occurred, please contact the support team.',
  'api.accountStatus': "Can't login, account CLOSED/REJECTED/SUSPENDED.",
  'api.notOwner': "You don't have permission to access this record.",
  // Section 5: password strength meter (wording is ours; criterion labels and levels)
  'password.criterion.length': 'At least {{min}} characters',
  'password.criterion.uppercase': 'An uppercase letter',
  'password.criterion.lowercase': 'A lowercase letter',
  'password.criterion.digit': 'A digit',
  'password.criterion.special': 'A special character',
  'password.strength.weak': 'Weak',
  'password.strength.fair': 'Fair',
  'password.strength.good': 'Good',
  'password.strength.strong': 'Strong',
  // API errors added with the server foundation (server-side wording)
  'api.badRequest': 'The request could not be processed.',
  'api.invalidJson': 'The request body is not valid JSON.',
  'api.unavailable': 'The service is temporarily unavailable. Please try again shortly.',
} as const;

export type MessageKey = keyof typeof messagesEn;

/** Fills `{{name}}` placeholders (the i18next syntax) for server-side use and tests. */
export function formatMessage(key: MessageKey, values: Record<string, string | number> = {}): string {
  return messagesEn[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}
