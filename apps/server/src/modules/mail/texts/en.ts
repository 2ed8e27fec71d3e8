/**
 * The e-mails' and text messages' English (issue #14: e-mails follow the account's language; ms.ts has the same
 * keys). Plain text, `{{name}}` placeholders. The spec gives none of these texts: the wording is ours.
 */
export const mailTextsEn = {
  'mail.hello': 'Hello {{name}},',
  'mail.dear': 'Dear {{name}},',
  'mail.signature': 'Harta',
  'mail.notYou': 'If you did not ask for this, please contact us at once.',
  'mail.malaysiaTime': '{{when}} (Malaysia time)',

  'signup.confirm.subject': 'Confirm your e-mail address',
  'signup.confirm.body':
    'Thank you for registering. Please confirm your e-mail address by opening this link within 24 hours:',
  'signup.ignore': 'If you did not register, you can ignore this e-mail.',
  'signup.choosePassword.subject': 'Choose your password',
  'signup.choosePassword.body':
    'Your e-mail address is confirmed, but your sign-up stopped before you chose a password. Open this link within 24 hours to choose one and continue where you left off:',
  'reset.subject': 'Reset your password',
  'reset.intro': 'We received a request to reset the password of your account.',
  'reset.link': 'Open this link within 1 hour to choose a new password (it works once):',
  'reset.ignore': 'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  'staffRole.reviewer': 'Reviewer',
  'staffRole.operations': 'Operations',
  'staffRole.compliance': 'Compliance',
  'staffRole.administrator': 'Administrator',
  'staffRole.shariah_adviser': 'Shariah adviser',
  'staffInvite.subject': 'You are invited to the Harta back office',
  'staffInvite.intro': '{{inviter}} has invited you to the Harta back office as: {{roles}}.',
  'staffInvite.link':
    'Open this link within 72 hours to choose your password (it works once), then sign in with this e-mail address:',
  'staffInvite.ignore': 'If you did not expect this invitation, you can ignore this e-mail and tell us.',
  'otp.subject': 'Your verification code',
  'otp.body': 'Your code to verify the mobile number {{number}} is {{code}}.',
  'otp.warning': 'It is valid for 5 minutes. Never share it with anyone, including our staff.',
  'otp.sms': 'Harta: your verification code is {{code}}. Valid for 5 minutes. Never share it with anyone.',

  'submitted.subject': 'We have received your Harta application',
  'submitted.body':
    'Thank you for applying to invest with Harta. Our team is reviewing your application and will e-mail you when it is decided, usually within 1–2 working days.',
  'submitted.status': 'You can check the status at any time: {{url}}',
  'approval.subject': 'Your Harta account is approved',
  'approval.body':
    'Good news: your account is approved. Log in to make your first deposit and start investing: {{url}}',
  'rejection.subject': 'Your Harta application',
  'rejection.body':
    'Thank you for applying to open an account with Harta. We have reviewed your application and are unable to open an account for you at this time.',
  'rejection.reason': "Our review team's explanation:",
  'rejection.questions':
    'If you have questions, or can give us information that changes the picture, reply to {{support}}.',
  'rejection.reapply':
    'You may apply again from {{date}}: sign up at {{url}} with this e-mail address and a new application starts.',

  'withdrawal.everything': 'everything',
  'withdrawal.account': '{{bank}} account {{number}}',
  'withdrawal.sms':
    'Harta: your code to withdraw {{amount}} from "{{goal}}" is {{code}}. Valid for 5 minutes. Never share it with anyone.',
  'withdrawal.reference': 'Reference: {{id}}',
  'withdrawal.requested.subject': 'We received your withdrawal request',
  'withdrawal.requested.body': 'On {{date}} you asked to withdraw {{amount}} from {{portfolio}} to your {{account}}.',
  'withdrawal.requested.next':
    'Your units will be sold at the closing prices of {{tradeDate}}. Until then you can cancel the request in the app.',
  'withdrawal.processing.subject': 'Your withdrawal is being paid',
  'withdrawal.processing.body':
    'On {{date}} we sold units from {{portfolio}} and are paying {{amount}} to your {{account}}.',
  'withdrawal.processing.next': 'It usually reaches your account within two business days.',
  'withdrawal.paid.subject': 'Your withdrawal has been paid',
  'withdrawal.paid.body': 'On {{date}} we paid {{amount}} from {{portfolio}} to your {{account}}.',
  'withdrawal.failed.subject': 'Your withdrawal could not be paid',
  'withdrawal.failed.body': 'On {{date}} the payment of {{amount}} to your {{account}} could not be made.',
  'withdrawal.failed.reason': 'Reason: {{reason}}',
  'withdrawal.failed.next':
    'The money is back in {{portfolio}} and will be invested again at the next trade date. You can ask for a new withdrawal at any time.',
  'withdrawal.cancelled.subject': 'Your withdrawal request is cancelled',
  'withdrawal.cancelled.body':
    'On {{date}} your request to withdraw {{amount}} from {{portfolio}} was cancelled. Nothing was sold.',

  'switch.done.subject': 'Your portfolio switch is complete',
  'switch.done.body':
    'Your portfolio "{{goal}}" now follows risk level {{to}} ({{name}}), switched from risk level {{from}}.',
  'switch.done.trades': 'It was rebalanced at the closing prices of {{date}}: {{moved}} moved between funds.',
  'switch.done.transactions': 'You can see every trade in your transactions.',

  'stepUp.sms':
    'Harta: your code to confirm the change of your {{change}} is {{code}}. Valid for 5 minutes. Never share it with anyone.',
  'profile.change.bank': 'bank account',
  'profile.change.phone': 'mobile number',
  'profile.change.document': 'identity document',
  'profile.change.email': 'e-mail address',
  'document.approved.subject': 'Your new identity document is accepted',
  'document.approved.body':
    'We have checked the identity document you sent on {{date}}. It is now the document on record for your Harta account.',
  'document.rejected.subject': 'Your new identity document was not accepted',
  'document.rejected.body':
    'We could not accept the identity document you sent on {{date}}. The document we had before stays on record.',
  'document.rejected.reason': 'Reason: {{reason}}',
  'document.rejected.next': 'You can send a new one from My Profile.',
  'email.code.subject': 'Your code to confirm your new e-mail address',
  'email.code.body':
    'Your code to make this address the login of your Harta account is {{code}}. It is valid for 5 minutes. Never share it with anyone.',
  'email.changed.old.body':
    'The login e-mail address of your Harta account was changed from {{old}} to {{new}} on {{when}}. Our e-mails now go to the new address, and you log in with it.',
  'profile.changed.subject': 'Your {{change}} was changed',
  'profile.changed.body': 'The {{change}} of your Harta account was changed on {{when}}.',
  'profile.changed.bankPending':
    'We will verify the new account before paying any withdrawal to it; until then withdrawals wait.',
  'dataExport.ready.subject': 'Your copy of your data is ready',
  'dataExport.ready.body':
    'The copy of the personal data we hold about you, which you asked for on {{date}}, is ready.',
  'dataExport.ready.link': 'Log in and download it here until {{expires}}: {{url}}',
  'dataExport.ready.after':
    'After that date the file is deleted; you can ask for a new copy at any time in My Account > Your data.',
  'dataErasure.requested.subject': 'We have received your erasure request',
  'dataErasure.requested.body': 'On {{date}} you asked us to erase your personal data.',
  'dataErasure.requested.due':
    'The law requires us to keep your financial records for {{years}} years after your account is closed. Your personal data will be erased on or after {{due}}.',
  'dataErasure.requested.waiting':
    'The law requires us to keep your financial records for {{years}} years after your account is closed: your personal data will be erased {{years}} years after the closure.',
} as const;

export type MailTextKey = keyof typeof mailTextsEn;
