/**
 * The help and legal pages' English (issue 15 item 5): the FAQ, the terms of service and the privacy notice.
 * Loaded with those pages only. A change to the terms or the privacy notice needs a new version in contracts
 * `legal-documents.ts` (sign-up records the version accepted).
 */
export const helpEn = {
  'faq.title': 'Frequently asked questions',
  'faq.intro': 'Short answers to what clients ask most. Cannot find yours? Write to <mail>{{email}}</mail>.',
  'faq.q.open': 'What do I need to open an account?',
  'faq.a.open':
    'A MyKad, MyPR, MyKAS or passport, a Malaysian mobile number, an e-mail address and a bank account in your own name. Sign-up takes about 10 minutes: you confirm your e-mail, choose a password, photograph your ID and take a selfie, then answer questions about yourself, your finances and your investing experience. Our team reviews the application, usually within one business day, and e-mails you the decision.',
  'faq.q.deposit': 'How do I deposit money, and when is it invested?',
  'faq.a.deposit':
    'Deposits are made by online banking (FPX) from a bank account in your own name, from RM1 to RM30,000 per payment. You pick your bank, approve the payment at the bank and come back to the app. The money is credited when your bank confirms the payment (usually within minutes) and is invested at the next trade date, in the portfolio that matches your risk level.',
  'faq.q.withdraw': 'How do I withdraw, and how long does it take?',
  'faq.a.withdraw':
    'Ask for an amount, or for everything, from one portfolio; we confirm the request with a code sent to your mobile. Money goes only to your verified bank account in your own name. Each step is shown with its date: requested, processing (your units are sold at the next trade date) and paid. Most withdrawals reach your bank within 3 to 5 business days of the request. You can cancel while a withdrawal is still "requested".',
  'faq.q.fees': 'What fees do I pay?',
  'faq.a.fees':
    'There is no fee to open an account, deposit or withdraw. The firm that runs Harta charges a yearly management fee as a percentage of your portfolio value; the rate that applies to you is in the terms of service and is shown before you invest. The exchange-traded funds in your portfolio also have their own running costs, which are taken inside the funds and show in their prices.',
  'faq.q.risk': 'What do the risk levels 1 to 5 mean?',
  'faq.a.risk':
    'Each level is a model portfolio: 1 holds mostly bonds and moves least, 5 holds mostly shares and can rise or fall the most. Your level comes from your answers about time horizon, goals and how you react to losses. The highest level you may choose is capped by your investing knowledge and experience, and by a short time horizon: one rule, shown as "highest level allowed" on your profile. The value of investments can go down as well as up.',
  'faq.q.security': 'How is my account kept safe?',
  'faq.a.security':
    'Your password is stored only as a one-way hash. After 3 wrong passwords in a row your account is locked for 24 hours; choosing a new password with "Forgot password" unlocks it at once. Sessions end after a period without activity. In the app you can log in with your fingerprint or face instead of the password; the biometric data stays on your phone. We never ask for your password or codes by phone or e-mail.',
  'faq.q.bnm': 'What are the central-bank rules about foreign investments?',
  'faq.a.bnm':
    "Your portfolio holds funds listed abroad, so ringgit is converted into foreign currency. Under Bank Negara Malaysia's foreign-exchange policy, a resident with domestic ringgit borrowing may convert up to RM1 million in total per calendar year for foreign-currency assets; without such borrowing there is no limit. One housing loan and one vehicle loan do not count as domestic ringgit borrowing. Beyond the limit you need Bank Negara's approval, which you can upload in your profile. We ask you to tell us if your borrowing changes.",
  'faq.q.close': 'How do I close my account?',
  'faq.a.close':
    'Withdraw your balances, then write to <mail>{{email}}</mail> from your registered e-mail address and ask us to close the account. We confirm the closure by e-mail. We keep the records the law requires (for anti-money-laundering purposes, seven years) and delete your biometric data (your selfie) when the account is closed.',
  'faq.q.locked': 'I cannot log in. What can I do?',
  'faq.a.locked':
    'If your account is locked after wrong passwords, use "Forgot password" on the login page: a new password unlocks it at once. If the login says the account is closed, rejected or suspended, write to <mail>{{email}}</mail>. If you closed the page before choosing a password while signing up, sign up again with the same e-mail address, or use "Forgot password": we send you a link to continue.',

  'legal.version': 'Version {{version}}',
  'legal.print': 'Print or save as PDF',
  'terms.title': 'Terms of service',
  'terms.s1.h': '1. Who we are and what we provide',
  'terms.s1.p':
    'Harta is an online investment service: we manage a portfolio of exchange-traded funds for you according to the risk level agreed with you. The service is provided by the firm named on the About page, licensed by the Securities Commission Malaysia to carry on fund management. These terms are the agreement between you and that firm.',
  'terms.s2.h': '2. Your account',
  'terms.s2.p':
    'You must be at least 18, resident in Malaysia or holding a Malaysian identity document, and not a US person. You give true and complete information and tell us when it changes. One person may hold one account. We may refuse an application; a rejected applicant may apply again after the cooling-off period stated in our decision e-mail. Keep your password and devices safe: instructions given with them are treated as yours.',
  'terms.s3.h': '3. Deposits, investment and withdrawals',
  'terms.s3.p':
    'Deposits come only from, and withdrawals go only to, a bank account in your own name. Deposits are invested at the next trade date in your model portfolio; withdrawals sell units at the next trade date and are paid to your bank account. Prices, exchange rates and the timing of trades are those of the markets on the trade date. We hold your money and investments in trust, separately from our own.',
  'terms.s4.h': '4. Fees',
  'terms.s4.p':
    'We charge a yearly management fee as a percentage of the value of your portfolios, worked out daily and taken monthly from your cash. The rate is shown in the app before you invest. We tell you at least 30 days before any change to our fees. There is no fee to deposit or withdraw.',
  'terms.s5.h': '5. Risks',
  'terms.s5.p':
    'Investments can fall as well as rise, and you may get back less than you put in. Past performance is not a guide to the future. Foreign-currency investments also move with exchange rates. We do not guarantee any return.',
  'terms.s6.h': '6. Suspension and closure',
  'terms.s6.p':
    "You may close your account at any time after withdrawing your balances. We may suspend or close an account where the law requires it (for example under anti-money-laundering rules or the central bank's rules on restricted countries) or where these terms are broken; while an account is closed, rejected or suspended no money moves, except as the law requires.",
  'terms.s7.h': '7. Complaints and changes',
  'terms.s7.p':
    'Write to <mail>{{email}}</mail> with any complaint; we answer within 14 days. If you are not satisfied you may refer it to the Securities Industry Dispute Resolution Center (SIDREC). We may change these terms with notice; the version you accepted is recorded with your account. These terms are governed by the laws of Malaysia.',

  'privacy.title': 'Privacy notice',
  'privacy.intro':
    'This notice is given under the Personal Data Protection Act 2010 (PDPA). It says what personal data we collect, why, who we share it with and what your rights are.',
  'privacy.s1.h': '1. What we collect',
  'privacy.s1.p':
    'Your name, identity document and its number, date of birth, gender, nationality, ethnicity, marital status and spouse details; contact details; employment, income, net worth, source of funds, tax residency and bank account; your answers about investing knowledge and goals; your photographs for identity verification (your ID and a selfie, which is sensitive personal data); your transactions; and the devices and app versions you use.',
  'privacy.s2.h': '2. Why we use it',
  'privacy.s2.p':
    'To verify your identity and check your application, including with a credit bureau; to meet our duties under the Capital Markets and Services Act 2007, the Anti-Money Laundering, Anti-Terrorism Financing and Proceeds of Unlawful Activities Act 2001 and tax law; to advise you suitably and manage your portfolio; to process your deposits and withdrawals; to keep your account secure; and to tell you about your account. We process your sensitive personal data (the selfie and face match) only with your explicit consent, given at sign-up.',
  'privacy.s3.h': '3. Who we share it with',
  'privacy.s3.p':
    'Our identity-verification and credit-bureau providers, our payment gateway and banks, our custodian and brokers, our auditors, and the authorities (the Securities Commission, Bank Negara Malaysia, the tax authority) where the law requires. Each provider may use your data only for the service it gives us. Some providers may process data outside Malaysia, with the protection the PDPA requires.',
  'privacy.s4.h': '4. How long we keep it',
  'privacy.s4.p':
    'For as long as your account is open and then for seven years, as anti-money-laundering law requires. Your selfie and face-match data are deleted when your account is closed, unless the law requires us to keep them longer. Data is encrypted at rest and every staff access to your documents is logged. After those seven years, if you asked for erasure, your personal data is anonymised: your transactions stay, without anything that says who you are.',
  'privacy.s5.h': '5. Your rights',
  'privacy.s5.p':
    'You may ask for a copy of your personal data, ask us to correct it, ask for it to be erased once the law no longer requires us to keep it, withdraw your consent (which may mean we cannot keep your account open), and limit how we use it for marketing. Once logged in, use My Account → Your data: download a copy of everything we hold (a ZIP file, prepared in a few minutes and e-mailed to you), correct your details in My Profile, or ask for erasure. You can also write to <mail>{{email}}</mail>; we answer within 21 days. Giving us the data asked for at sign-up is required to open an account: without it we cannot meet our legal duties.',
} as const;
