/**
 * English strings of the notices (spec section 2 "Modals"). The spec gives two texts word for word, which live in
 * contracts' messagesEn ('ethnicity.updateTitle', 'bnm.reuploadRejected') and the spouse ID messages of section 5
 * ('spouseNric.*'); it names the other notices without their wording, so theirs is ours.
 */
export const noticesEn = {
  'notices.later': 'Later',
  'notices.ok': 'OK',
  'notices.goToProfile': 'Go to My Profile',
  'notices.goToDashboard': 'Go to Dashboard',
  'notices.supplyDocuments': 'Supply supporting documents in My Profile',
  'notices.reuploadDocuments': 'Re-upload documents',
  'notices.closurePep.title': 'Politically exposed person',
  'notices.closurePep.body':
    'As a politically exposed person you can no longer keep an account with us. Please withdraw all your balances: your account will be closed.',
  'notices.closureRestricted.title': 'Restricted country',
  'notices.closureRestricted.body':
    'Residents and nationals of a restricted country can no longer keep an account with us. Please withdraw all your balances: your account will be closed.',
  'notices.ethnicity.body':
    'The ethnicity on your profile is missing or no longer in our list. Please choose it again in My Profile.',
  'notices.borrowing.title': 'Domestic ringgit borrowing',
  'notices.borrowing.body':
    'Please confirm in My Profile whether you have domestic ringgit borrowing. Your declaration is missing or more than a year old, and it decides how much you may invest in foreign-currency assets each year.',
  'notices.bnmRejected.title': 'Supporting documents rejected',
  'notices.foreignLimit.title': 'Foreign-currency asset limit',
  'notices.foreignLimitRefused.body':
    "Your deposit was not accepted. With domestic ringgit borrowing, the central bank allows at most {{limit}} a year in foreign-currency assets, and {{remaining}} of this year's limit is left. To invest more, supply the central bank's approval as a supporting document.",
  'notices.foreignLimitNear.body':
    "You have used most of this year's foreign-currency asset limit of {{limit}}: {{remaining}} is left. Deposits beyond it need the central bank's approval as a supporting document.",
  'notices.spouse.title': 'Update your spouse ID',
  'notices.spouse.body': "Please enter your spouse's NRIC or passport number.",
  'notices.spouse.label': 'Spouse NRIC or Passport',
  'notices.spouse.update': 'Update',
  'notices.spouse.remindLater': 'Remind Me Later',
  'notices.recurringDeposit.title': 'Recurring deposit',
  'notices.collectionFailed.body':
    'The recurring deposit of RM {{amount}} into {{goalName}} due on {{date}} could not be collected from your bank account. No money was taken. The next one is collected as planned.',
  'notices.mandateRejected.body':
    'Your bank did not authorise the direct debit for the recurring deposit into {{goalName}}. No money will be taken. You can set it up again from your goal.',
  'notices.mandateExpired.body':
    'The direct debit for the recurring deposit into {{goalName}} has expired, so no more deposits will be collected. You can set it up again from your goal.',
} as const;
