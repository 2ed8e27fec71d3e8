import { coreMessagesEn } from './core-messages';

/**
 * The spec's English messages, word for word (typos included), keyed by stable codes. The ones the app's frame
 * shows (modals, login outcome, error pages) are in core-messages.ts and included here.
 * Validators and the server emit these keys; the web's i18n English resource is built from this map,
 * so a second language is a new resource file, not a code change.
 */
export const messagesEn = {
  ...coreMessagesEn,
  'profile.updated': 'Updated successfully',
  // Section 2: pages and dialogs
  'profile.saveBeforeExit': 'Please save before exit.',
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
  'validation.controlCharacters': 'This field contains characters that are not allowed (control characters).',
  'validation.tooLong': 'This is far longer than this field allows.',
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
  // Malformed bodies (issue 10; server-side wording)
  'api.payloadTooLarge': 'The request is too large.',
  'api.unsupportedMediaType': 'This content type is not accepted here.',
  'api.unsupportedContentEncoding': 'Compressed request bodies are not accepted; please send the body uncompressed.',
  'api.multipartInvalid': 'The upload could not be read: the form data is incomplete or malformed.',
  'api.unavailable': 'The service is temporarily unavailable. Please try again shortly.',
  // Money movements (issue #11; server-side wording)
  'money.idempotencyConflict':
    'This request was already made with different details. Please start a new request instead of retrying.',
  'money.insufficientBalance': 'There is not enough available balance for this request.',
  'money.idempotencyKeyMissing':
    'This request needs an Idempotency-Key header (1 to 255 visible characters) so that a retry never moves money twice.',
  // My account: passwords (issue #13; wording is ours)
  'account.currentPasswordWrong': 'The current password is not correct.',
  'account.passwordUnchanged': 'The new password must be different from the current one.',
  'account.passwordChangedSubject': 'Your Harta password was changed',
  'account.passwordChangedText':
    'The password of your Harta account was changed on {{when}}. {{sessions}}\n\nIf you did not do this, reset your password at once with "Forgot password" on the login page and contact {{support}}.',
  'account.passwordChangedOtherSessions':
    'Every other device and browser signed in to your account has been signed out.',
  'account.passwordChangedAllSessions':
    'Every device and browser signed in to your account, this one included, has been signed out.',
  // My-profile updates (issue #13 item 1)
  'profile.notActive': 'Your profile can be changed here once your account is approved.',
  'profile.idNumberLocked':
    'Your ID type and number cannot be changed here. Please contact the support team to correct them.',
  'profile.noFinancialInfo': 'We have no financial information for you yet. Please contact the support team.',
  'profile.noMobile': 'We need your mobile number on record to send you a code. Please contact the support team.',
  'profile.samePhone': 'This is already your mobile number.',
  'profile.documentIdMismatch':
    'The document must carry the ID type and number of your account. A document with a different ID number needs a new account: please contact the support team.',
  'profile.documentPending':
    'Your new identity document is awaiting our review. You can send another once we have decided on it.',
  'profile.documentExpiryRequired': "Please enter the passport's expiry date.",
  'profile.documentExpired': 'This passport has expired. Please upload a valid passport.',
  'profile.documentBackRequired': 'Please upload the back of your ID card.',
  'profile.documentBackNotForPassport': 'A passport has no back page: upload its photo page only.',
  'profile.documentAlreadyReviewed': 'This document has already been reviewed.',
  'profile.documentRejectReasonRequired': 'Please give the reason for the rejection.',
  'profile.sameEmail': 'This is already your e-mail address.',
  'profile.emailTaken': 'An account with this e-mail address already exists. Please use a different address.',
  // The one ringgit amount field of deposit, transfer and withdrawal (amount.ts)
  'amount.required': 'Please enter an amount.',
  'amount.notANumber': 'Please enter the amount in figures, e.g. 1,000.50.',
  'amount.notPositive': 'Please enter an amount above zero.',
  'amount.decimals': 'Please enter at most two decimals (sen), e.g. 1,000.50.',
  // Deposits through online banking (issue #11 items 4-6; server-side wording)
  'payments.amountFormat': 'Please enter an amount in ringgit with at most two decimals, e.g. 500.00.',
  'payments.amountRange': 'Please enter an amount from RM {{min}} to RM {{max}}.',
  'payments.portfolioRequired': 'Please choose the portfolio to deposit into.',
  'payments.bankRequired': 'Please choose your bank.',
  'payments.bankOffline': 'This bank is offline right now. Please choose another bank or try again later.',
  'payments.bankUnknown': 'Please choose a bank from the list.',
  'payments.accountNotActive': 'Deposits are available once your account has been approved.',
  'payments.foreignLimit':
    "This deposit would take your foreign-currency investments this year to more than RM {{limit}}, the yearly limit Bank Negara Malaysia sets for residents with domestic ringgit borrowing (RM {{remaining}} left this year). To invest more, supply the central bank's approval in My Profile.",
  'payments.signatureInvalid': 'The acknowledgement could not be verified.',
  'payments.acknowledgementMismatch': 'The acknowledgement does not match the order it names.',
  'payments.acknowledgementStale': 'The acknowledgement is outside the accepted time window.',
  'payments.status.waiting': 'We are waiting for your bank to confirm the payment.',
  'payments.status.00': 'Your bank approved the payment. The money is in your portfolio.',
  'payments.status.09': 'Your bank has not confirmed the payment yet. We will update this page when it does.',
  'payments.status.99':
    'The payment is waiting for authorisation at your bank. We will update this page when it is done.',
  'payments.status.timeout': 'The payment was not completed in time at your bank. No money was taken.',
  'payments.status.loginFailed': 'The bank login was not completed. No money was taken.',
  'payments.status.cancelled': 'You cancelled the payment at your bank. No money was taken.',
  'payments.status.duplicate': 'The bank refused a duplicate payment. No money was taken.',
  'payments.status.48': "The amount is above your bank's online-banking limit. No money was taken.",
  'payments.status.51': 'Your bank account did not have enough funds. No money was taken.',
  'payments.status.notPermitted': 'Your bank does not allow this payment. No money was taken.',
  'payments.status.notFound': 'The payment never reached your bank. No money was taken.',
  'payments.status.bankError': 'Your bank could not process the payment. No money was taken. Please try again later.',
  'payments.status.failed': 'The payment was not successful. No money was taken.',
  // Withdrawals (issue #11 item 8; server-side wording)
  'withdrawal.portfolioRequired': 'Please choose the portfolio to withdraw from.',
  'withdrawal.amountRequired': 'Please enter an amount, or choose to withdraw everything.',
  'withdrawal.amountFormat': 'Please enter an amount in ringgit with at most two decimals, e.g. 150.50.',
  'withdrawal.amountMin': 'The smallest withdrawal is RM {{min}}.',
  'withdrawal.amountMax': 'The largest withdrawal is RM {{max}}.',
  'withdrawal.amountOrAll': 'Enter an amount or choose to withdraw everything, not both.',
  'withdrawal.exceedsAvailable':
    'You can withdraw at most RM {{available}} from this portfolio now (its value less the withdrawals still waiting to be processed).',
  'withdrawal.nothingAvailable':
    'There is nothing to withdraw from this portfolio now: it is empty, or a withdrawal of everything is already waiting.',
  'withdrawal.noBankAccount':
    'We have no verified bank account for you, so we cannot pay out a withdrawal. Please contact the support team.',
  'withdrawal.noMobile': 'We need a verified mobile number to send you a code. Please contact the support team.',
  'withdrawal.notActive': 'Withdrawals are available once your account is approved.',
  'withdrawal.otpSent': 'We have sent a 6-digit code to {{mobile}}. It is valid for 5 minutes.',
  'withdrawal.notCancellable':
    'This withdrawal can no longer be cancelled: its units are being sold or it has finished.',
  'withdrawal.notProcessing': 'Only a withdrawal in processing can be marked paid or failed (this one is {{status}}).',
  'withdrawal.referenceFormat': 'A bank reference has letters, digits and - / . _ only.',
  'withdrawal.dateFormat': 'Please enter a date as YYYY-MM-DD.',
  'withdrawal.payoutFileInvalid': 'The result file has problems, so nothing was changed. Please fix the lines listed.',
  'withdrawal.payoutFileEmpty': 'The result file has no payout lines.',
  // Registration and e-KYC onboarding (issue #3; server-side wording)
  'registration.emailTaken':
    'An account with this e-mail address already exists. Please log in, or use "Forgot password" if you cannot remember your password.',
  'registration.confirmationSent':
    'We have sent you an e-mail. Please open the link in it to confirm your e-mail address.',
  'registration.resendSent': 'If this e-mail address is waiting for confirmation, we have sent a new link.',
  'registration.resendCooldown':
    'We sent a link less than a minute ago. Please wait {{seconds}} seconds before asking for another one.',
  'registration.signupResumed':
    'This e-mail address has already started signing up. We have sent it a new link: open it to continue where you left off.',
  'registration.termsOutdated':
    'The terms of service or the privacy notice have changed. Please reload the page, read them and accept the current version.',
  'registration.tokenInvalid': 'This link is not valid. Please ask for a new one.',
  'registration.tokenExpired': 'This link has expired. Please ask for a new one.',
  'registration.tokenUsed': 'This link has already been used.',
  'registration.setupTokenInvalid':
    'Your password set-up session has expired. Please confirm your e-mail address again.',
  'registration.notDraft': 'Your application has been submitted, so it can no longer be changed here.',
  'registration.stepNotReached': 'Please complete the earlier steps first.',
  'registration.forgotPasswordSent':
    'If an account exists for this e-mail address, we have sent a link to reset the password.',
  'registration.passwordReset': 'Your password has been changed. Please log in with the new password.',
  'registration.resetTokenInvalid': 'This password reset link is not valid or has expired. Please ask for a new one.',
  'registration.usPerson': 'We are unable to open an account for a US person.',
  'registration.restrictedCountry': 'We are unable to open an account for residents or nationals of {{country}}.',
  'registration.mobileNotVerified': 'Please verify your mobile number first.',
  'registration.idNumberTaken':
    'This ID number is already registered with another account. Each person can hold only one account: please log in to your existing account, or contact support if you think this is a mistake.',
  'validation.givenName': "Please use letters, spaces and the characters ' @ . - / only.",
  'validation.maxLength': 'Please enter at most {{max}} characters.',
  'validation.mobileNumber': 'Please enter a Malaysian mobile number, e.g. 012-345 6789.',
  'validation.referralCode': 'A referral code has 4 to 20 letters or digits.',
  'validation.mustAccept': 'Please accept to continue.',
  'validation.nric': 'Please enter a valid MyKad number (YYMMDD-PB-###G).',
  'validation.passportNumber': 'A passport number has 6 to 20 letters or digits.',
  'validation.genderMismatch': 'The gender does not match the MyKad number.',
  'validation.dobMismatch': 'The date of birth does not match the MyKad number.',
  'validation.date': 'Please enter a valid date (year-month-day).',
  'validation.minAge': 'You must be at least {{min}} years old to open an account.',
  'validation.nationalityIdType': 'This ID type does not match the nationality.',
  'validation.countryCode': 'Please choose a country from the list.',
  'validation.unknownOption': 'Please choose a value from the list.',
  'validation.postcode': 'A Malaysian postcode has 5 digits.',
  'validation.postcodeForeign': 'A postcode has 3 to 10 letters, digits, spaces or hyphens.',
  'validation.state': 'Please choose a Malaysian state or federal territory.',
  'validation.bankAccountNumber': 'A bank account number has 6 to 20 digits.',
  'validation.bankAccountHolder': 'The bank account must be in your own name ({{name}}).',
  'validation.tin': 'Please enter your tax identification number (letters and digits, up to 30).',
  'validation.otp': 'The code has 6 digits.',
  'otp.sent': 'We have sent you a 6-digit code. It is valid for 5 minutes.',
  'otp.invalid': 'The code is not correct.',
  'otp.expired': 'The code has expired. Please ask for a new one.',
  'otp.tooManyAttempts': 'Too many wrong codes. Please ask for a new one.',
  'otp.cooldown': 'Please wait {{seconds}} seconds before asking for a new code.',
  'otp.dailyLimit':
    "You have reached today's limit of codes for this. For your security it is locked until midnight (Malaysia time); please try again tomorrow.",
  'financial.borrowingUndertaking': 'I will tell the firm promptly if my domestic ringgit borrowing changes.',
  'knowledge.financeEducation': 'Do you have a qualification in finance, economics, accounting or business?',
  'knowledge.investmentExperience': 'How long have you been investing?',
  'knowledge.instrumentsTraded': 'Which of these have you invested in before?',
  'knowledge.understandsRisk':
    'I understand that the value of my investments can go down as well as up, and I may get back less than I put in.',
  'knowledge.understandsCurrencyRisk':
    'I understand that ETFs priced in foreign currencies gain or lose value in ringgit when exchange rates change.',
  'knowledge.experience.NONE': 'I have never invested',
  'knowledge.experience.LT_1Y': 'Less than 1 year',
  'knowledge.experience.Y1_3': '1 to 3 years',
  'knowledge.experience.GT_3Y': 'More than 3 years',
  'knowledge.instrument.UNIT_TRUST': 'Unit trusts',
  'knowledge.instrument.ETF': 'Exchange-traded funds (ETFs)',
  'knowledge.instrument.SHARES': 'Shares',
  'knowledge.instrument.BONDS': 'Bonds or sukuk',
  'knowledge.instrument.DERIVATIVES': 'Derivatives (futures, options, warrants)',
  // Step 4 e-KYC, step 9 investment profile, step 10 completion, staff review (issue #3; server-side wording)
  'kyc.passed': 'Your face has been verified. Please continue with your personal details.',
  'kyc.reason.DOCUMENT_UNREADABLE':
    'We could not read your ID. Please take the photo again in good light, flat, in focus and with all four corners visible.',
  'kyc.reason.FACE_MISMATCH':
    'The face in your selfie does not match the photo on your ID. Please re-take a clear photo of your ID, and make sure it is your own.',
  'kyc.reason.LIVENESS_FAILED':
    'We could not see your face clearly. Please re-take your selfie facing the camera, without glasses, hat or mask, in good light.',
  'kyc.attemptsExhausted':
    'You have used all 5 verification attempts. Our team will review your documents and contact you; you cannot try again until then.',
  'kyc.documentsMissing': 'Please upload your ID and selfie first ({{missing}}).',
  'kyc.fileContentMismatch': 'The file content does not match its type. Please upload a real {{allowed}} file.',
  'kyc.fileTooLarge': 'The file is too large. The maximum is {{max}} KB.',
  'kyc.fileMissing': 'Please choose a file to upload.',
  'kyc.idBackNotForPassport': 'A passport has no back page to upload.',
  // Central-bank (BNM) approval documents (issue #13 item 4; wording ours, the spec names the calls only)
  'bnm.clientIdHeaderRequired': 'The client id header is required for this upload.',
  'bnm.notChangeable': 'This document has already been reviewed or cancelled and can no longer be changed.',
  'bnm.notCancellable': 'Only a document awaiting review can be cancelled.',
  'bnm.alreadyReviewed': 'This document has already been reviewed or cancelled.',
  'bnm.periodOrder': 'The approval must end on or after the day it starts.',
  'bnm.rejectReasonRequired': 'Please give the reason for the rejection.',
  'bnm.descriptionTooLong': 'Please enter at most 200 characters.',
  'bnm.reasonTooLong': 'Please enter at most 500 characters.',
  'handoff.invalid': 'This QR code is not valid or has expired. Please ask for a new one on the other device.',
  'handoff.ticketInvalid': 'This sign-in link has already been used or has expired. Please scan a new QR code.',
  'handoff.notDraft':
    'This registration can no longer be continued on another device. Please log in with your e-mail and password.',
  'investment.riskLevelTooHigh': 'You can choose at most risk level {{max}}.',
  'investment.notSaved': 'Please complete your investment profile first.',
  'registration.incomplete': 'Please complete these steps first: {{steps}}.',
  'registration.submitted': 'Thank you. Your application has been submitted for review.',
  'review.notPending': 'Only a pending application can be approved or rejected.',
  'risk.q.horizon': 'When will you need most of this money?',
  'risk.q.horizon.LT_1Y': 'Within 1 year',
  'risk.q.horizon.Y1_3': 'In 1 to 3 years',
  'risk.q.horizon.Y3_5': 'In 3 to 5 years',
  'risk.q.horizon.Y5_10': 'In 5 to 10 years',
  'risk.q.horizon.GT_10Y': 'In more than 10 years',
  'risk.q.goal': 'What is your main goal for this investment?',
  'risk.q.goal.PRESERVE': 'Keep my money safe',
  'risk.q.goal.INCOME': 'Earn a steady income',
  'risk.q.goal.BALANCED': 'A balance of income and growth',
  'risk.q.goal.GROWTH': 'Grow my money over time',
  'risk.q.goal.MAX_GROWTH': 'Grow my money as much as possible',
  'risk.q.reaction': 'If your investments fell 20% in a few months, what would you do?',
  'risk.q.reaction.SELL_ALL': 'Sell everything',
  'risk.q.reaction.SELL_SOME': 'Sell some',
  'risk.q.reaction.HOLD': 'Do nothing and wait',
  'risk.q.reaction.BUY_SOME': 'Invest a little more',
  'risk.q.reaction.BUY_MORE': 'Invest a lot more',
  'risk.q.savingsShare': 'What share of your savings will you invest with us?',
  'risk.q.savingsShare.GT_75': 'More than 75%',
  'risk.q.savingsShare.P50_75': '50% to 75%',
  'risk.q.savingsShare.P25_50': '25% to 50%',
  'risk.q.savingsShare.P10_25': '10% to 25%',
  'risk.q.savingsShare.LT_10': 'Less than 10%',
  'risk.q.incomeStability': 'How stable is your income?',
  'risk.q.incomeStability.NONE': 'I have no regular income',
  'risk.q.incomeStability.UNSTABLE': 'Unstable',
  'risk.q.incomeStability.SOMEWHAT': 'Somewhat stable',
  'risk.q.incomeStability.STABLE': 'Stable',
  'risk.q.incomeStability.VERY_STABLE': 'Very stable',
  'risk.capReason.SHORT_HORIZON': 'Because you need the money within a year, we limit your portfolio to risk level 2.',
  'risk.capReason.KNOWLEDGE':
    'Based on your investment knowledge and experience, we limit your portfolio to risk level {{max}} for now.',
  // Native app: devices, biometric login, app versions (issue #4; server-side wording)
  'device.credentialInvalid': 'Biometric login is no longer active on this device. Please log in with your password.',
  'device.compromised': 'This device is not secure, so biometric login is not available on it.',
  'validation.appVersion': 'Please enter a version such as 1.2.0 (numbers separated by dots).',
  'validation.storeUrl': 'Please enter the store address, starting with https://.',
  'validation.latestBlacklisted': 'The latest version cannot also be blacklisted.',
  // Staff editing of reference data (server-side wording)
  'referenceData.codeFormat': 'A code has 1 to 40 capital letters, digits or underscores, e.g. NEW_BANK.',
  'referenceData.countryCode': 'A country code has 2 capital letters (ISO 3166-1), e.g. MY.',
  'referenceData.parameterCode': 'Use CATEGORY.KEY in capital letters, digits and underscores, e.g. OTP.MAX_ATTEMPTS.',
  'referenceData.dialCode': 'A dialling code is + and 1 to 4 digits, e.g. +60.',
  'referenceData.sortOrder': 'Please enter a whole number from 0 to 99999.',
  'referenceData.duplicateCode':
    'The code {{code}} is already in this list. Codes cannot be reused: edit the existing entry, or reactivate it if it is inactive.',
  'referenceData.fixedCodes':
    "The codes of this list are fixed by the application's rules: you can rename and reorder its entries, but not add or deactivate them.",
  'referenceData.unknownList': 'There is no reference list called {{list}}.',
  // Transfers between a client's own portfolios, and trade runs (issue #11; server-side wording)
  'transfers.amountFormat': 'Please enter an amount in ringgit with at most two decimals, e.g. 250.00.',
  'transfers.amountMin': 'Please enter an amount of at least RM 1.00.',
  'transfers.amountOrAll': 'Please enter an amount, or choose to transfer everything.',
  'transfers.samePortfolio': 'Please choose two different portfolios.',
  'transfers.portfolioRequired': 'Please choose a portfolio.',
  'transfers.exceedsAvailable': 'You can transfer at most RM {{available}} from this portfolio.',
  'transfers.nothingAvailable': 'There is nothing available to transfer in this portfolio yet.',
  'transfers.notActive': 'Transfers are available once your account has been approved.',
  'transfers.pricesUnavailable': 'Prices are being updated. Please try again in a few minutes.',
  'trading.tradeDateInvalid': 'Please enter a date as YYYY-MM-DD.',
  'trading.pricesMissing':
    'There are no closing prices for {{date}} yet, so the trade run cannot execute. Try again after the close.',
  'trading.closesMissing':
    'The trade run for {{date}} needs every close of that date, and these are not in yet: {{missing}}. Try again once the market data has them.',
  'trading.notTradeDate': '{{date}} is not a trade date ({{reason}}). The next trade date is {{next}}.',
  'trading.weekend': 'a weekend',
  'trading.futureDate': '{{date}} is in the future: a trade date can only be run once its closes are known.',
  'trading.beforeCutoff':
    'The cut-off of {{date}} ({{cutoff}} Malaysia time) has not passed: money and requests may still arrive for it.',
  'trading.holidayCode': 'Use the exchange (XKLS or XNYS), a colon and the date, e.g. XKLS:2026-08-31.',
  // Portfolios and the transactions listing (issue #11, part portfolios; server-side wording)
  'portfolios.goalNameRequired': 'Please give this goal a name.',
  'portfolios.goalNameTooLong': 'A goal name has at most 60 characters.',
  'portfolios.goalNameTaken': 'You already have a goal with this name. Please choose another.',
  'portfolios.riskLevelRequired': 'Please choose a risk level from 1 to 5.',
  'portfolios.riskAboveCap': 'Based on your investment knowledge, the highest risk level you can choose is {{max}}.',
  'portfolios.limitReached': 'You can hold at most {{max}} portfolios.',
  'portfolios.notActive': 'Portfolios can be added or renamed once your account is approved.',
  'referral.notActive': 'You can refer friends once your account is approved.',
  'portfolios.pricesUnavailable': 'Prices are being updated. Please try again in a few minutes.',
  // A goal's plan: target and monthly deposit (docs/goals.md)
  'goalPlan.targetAmountFormat': 'Please enter a target in ringgit with at most two decimals, e.g. 50000.00.',
  'goalPlan.targetAmountRange': 'Please enter a target from RM 1.00 to RM 100,000,000.00.',
  'goalPlan.targetAmountRequired': 'Please enter the amount you want to reach by this date.',
  'goalPlan.targetDateInvalid': 'Please enter a valid date (year-month-day).',
  'goalPlan.targetDateRequired': 'Please choose the date you want to reach this amount by.',
  'goalPlan.targetDateRange': 'Please choose a target date between one month and 50 years from today.',
  'goalPlan.monthlyDepositFormat': 'Please enter a monthly amount in ringgit with at most two decimals, e.g. 500.00.',
  'goalPlan.monthlyDepositRange': 'Please enter a monthly amount from RM 0.00 to RM 1,000,000.00.',
  'switch.riskLevelRequired': 'Please choose a risk level from 1 to 5.',
  'switch.clientIdRequired': 'Please give your client id.',
  'switch.portfolioInvalid': 'Please choose one of your portfolios.',
  'switch.sameLevel': 'This portfolio is already at risk level {{level}}. Please choose another level.',
  'switch.inProgress':
    'You already have a portfolio switch in progress (to risk level {{level}} on {{date}}). Please wait until it is done.',
  'switch.notActive': 'Portfolio switches are available once your account is approved.',
  'switch.noPortfolio': 'You have no portfolio to switch yet.',
  'transactions.dateInvalid': 'Please enter a valid date (year-month-day).',
  'transactions.dateRange': 'The end date must be on or after the start date.',
  'transactions.typeInvalid': 'Please choose a transaction type from the list.',
  'transactions.statusInvalid': 'Please choose a status from the list.',
  'transactions.cursorInvalid': 'This page link is not valid. Please start from the first page.',
  'statements.periodFormat': 'Please choose a month (year-month, e.g. 2026-10) or a year (e.g. 2025).',
  'statements.periodNotClosed': 'A statement is available once its period has ended. Please choose an earlier month.',
  'statements.noPortfolio': 'You had no portfolio in this period, so there is no statement for it.',
  'statements.pricesUnavailable': 'Prices for this period are still being updated. Please try again in a few minutes.',
  // Notices (issue #13 item 3; wording ours: the spec names these notices without their text)
  'notices.withdrawOnly':
    'Your account is being closed: you can only withdraw your balances. Please contact the support team if you have questions.',
  'notices.mandatory': 'This notice stays until its matter is resolved; it cannot be dismissed.',
  'notices.notMarried': 'A spouse ID is only needed when you are married.',
  'notices.balanceNotZero':
    'The account still holds money or has a payment, withdrawal or transfer in progress: it can be closed once every balance is zero.',
  'notices.alreadyFlagged': 'This client is already flagged for closure.',
  // Personal-data requests (docs/account.md "Your data"; wording ours)
  'dataRights.exportInProgress': 'Your copy is already being prepared. We will e-mail you when it is ready.',
  'dataRights.exportDailyLimit': 'You have asked for {{limit}} copies of your data today. Please try again tomorrow.',
  'dataRights.exportNotReady': 'This copy is not ready yet, or it has expired. Please ask for a new one.',
  'dataRights.erasureAlreadyRequested': 'You have already asked for your personal data to be erased.',
  'dataRights.erasureNotClosed': 'Personal data can be erased only once the account is closed.',
  'dataRights.erasureNotDue':
    'The financial records must be kept until {{date}}: personal data cannot be erased before then.',
  'dataRights.erasureDone': 'This personal data has already been erased.',
  'staffAccounts.rolesRequired': 'Choose at least one role.',
  'staffAccounts.emailTaken': 'This e-mail address already has a login.',
  'staffAccounts.notFound': 'No staff member has this id.',
  'staffAccounts.lastAdministrator':
    'This would leave no active administrator: give another member the administrator role first.',
  'staffAccounts.notYourself': 'You cannot disable yourself or take away your own administrator role.',
  'staffAccounts.notInvited': 'This member has already chosen a password: they can use "Forgot password" instead.',
  'staffAccounts.disabled': 'This member is disabled: enable them first.',
  // Second factor (docs/security.md "Second factor"; wording ours)
  'secondFactor.required': 'Enter the 6-digit code from your authenticator app.',
  'secondFactor.enrollmentRequired':
    'Staff accounts sign in with a second factor. Set up your authenticator app to continue.',
  'secondFactor.invalid': 'That code is not right. Check the code in your authenticator app and try again.',
  'secondFactor.replayed': 'That code has already been used. Please wait for the next code in your authenticator app.',
  'secondFactor.alreadyEnabled': 'Your second factor is already on.',
  'secondFactor.notPending': 'Please start the set-up again and scan the new QR code.',
  'secondFactor.staffRequired': 'Staff accounts must keep their second factor.',
  'secondFactor.wrongProof': 'The password or code is not right.',
  'secondFactor.notEnabled': 'The second factor is not on.',
  'secondFactor.memberNotFound': 'No staff member has this id.',
  // Four eyes (docs/backoffice.md, "Four eyes")
  'approvals.ownRequest': 'You made this request: a second member must approve it.',
  'approvals.notPending': 'This request is no longer waiting for approval (it is {{status}}).',
  'approvals.expired': 'This request has expired and can no longer be approved. Please make the action again.',
  'approvals.roleMissing': 'Your staff roles do not allow you to decide this kind of request.',
  'approvals.notMaker': 'Only the member who made this request can withdraw it.',
  'approvals.reasonRequired': 'Please give a reason for the rejection.',
  'approvals.bankAccountChanged':
    'The client changed the bank account again since this request was made: nothing was verified. Please review the new account.',
  'approvals.alreadyPending': 'This action is already waiting for approval; see Approvals.',
  // Shariah-compliant investing (docs/shariah.md).
  'investment.shariahInvalid': 'Please answer whether you want Shariah-compliant investments.',
  'portfolios.shariahInvalid': 'Please choose conventional or Shariah-compliant.',
  'switch.shariahInvalid': 'Please choose conventional or Shariah-compliant.',
  'shariah.label': 'Shariah',
  'shariah.question': 'Do you want Shariah-compliant investments?',
  'shariah.hint':
    'Shariah-compliant portfolios hold only funds certified by a Shariah board: Islamic shares, sukuk, gold and Islamic cash, never interest-bearing bonds or money-market funds.',
  'shariah.yes': 'Yes, Shariah-compliant only',
  'shariah.no': 'No, conventional',
  'shariah.goalKind': 'Portfolio type',
  'shariah.kind.conventional': 'Conventional',
  'shariah.kind.shariah': 'Shariah-compliant',
  'shariah.convert': 'Convert to Shariah',
  'shariah.convertBack': 'Convert to conventional',
  'shariah.converting':
    'This goal is being converted: its funds are sold and the new model bought at the closing prices of {{date}}.',
  'shariah.adviserRequired': 'Only a Shariah adviser may approve changes to the Shariah universe.',
  'shariah.notInUniverse': 'This fund is not in the investment universe.',
  'shariah.factRequired':
    'A Shariah-compliant fund needs its screening standard and certifying body (3 to 200 characters).',
} as const;

export type MessageKey = keyof typeof messagesEn;

/** Fills `{{name}}` placeholders (the i18next syntax) for server-side use and tests. */
export function formatMessage(key: MessageKey, values: Record<string, string | number> = {}): string {
  return messagesEn[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}
