import type { NoticeCode } from '@harta/contracts/schemas/notices';
import type { NoticesKey } from '../i18n/use-notices-t';

/** Where a notice's buttons lead (route names of contracts `href.to`). */
export type NoticeDestination = 'myProfile' | 'bnmDocuments' | 'dashboard' | 'withdrawal';

export interface NoticeAction {
  label: NoticesKey;
  /** null: the button only closes the notice. */
  to: NoticeDestination | null;
  /** Drawn as a link under the buttons instead of a button (the limit notice's "supporting documents"). */
  asLink?: boolean;
}

export interface NoticeContent {
  title: NoticesKey;
  body: NoticesKey;
  /** The main action first (it takes the focus when the notice opens). */
  actions: NoticeAction[];
  /** The closure notices have only OK: no close button, no Escape, no click outside. */
  closable: boolean;
}

const toProfile: NoticeAction[] = [
  { label: 'notices.goToProfile', to: 'myProfile' },
  { label: 'notices.later', to: null },
];
const foreignLimitActions: NoticeAction[] = [
  { label: 'notices.goToDashboard', to: 'dashboard' },
  // The supporting documents are the central-bank approval, uploaded on its own page under my-profile.
  { label: 'notices.supplyDocuments', to: 'bnmDocuments', asLink: true },
];

// The goal cards on the dashboard show each recurring deposit and let the client set it up again.
const recurringDepositActions: NoticeAction[] = [
  { label: 'notices.goToDashboard', to: 'dashboard' },
  { label: 'notices.later', to: null },
];

/**
 * What each notice says and offers (spec section 2 "Modals"). SPOUSE_ID has a form of its own
 * (spouse-id-modal.tsx), so it has no entry here.
 */
export const NOTICE_CONTENT: Record<Exclude<NoticeCode, 'SPOUSE_ID'>, NoticeContent> = {
  CLOSURE_PEP: {
    title: 'notices.closurePep.title',
    body: 'notices.closurePep.body',
    actions: [{ label: 'notices.ok', to: 'withdrawal' }],
    closable: false,
  },
  CLOSURE_RESTRICTED_COUNTRY: {
    title: 'notices.closureRestricted.title',
    body: 'notices.closureRestricted.body',
    actions: [{ label: 'notices.ok', to: 'withdrawal' }],
    closable: false,
  },
  ETHNICITY: {
    title: 'ethnicity.updateTitle',
    body: 'notices.ethnicity.body',
    actions: toProfile,
    closable: true,
  },
  RINGGIT_BORROWING: {
    title: 'notices.borrowing.title',
    body: 'notices.borrowing.body',
    actions: toProfile,
    closable: true,
  },
  BNM_DOCUMENTS_REJECTED: {
    title: 'notices.bnmRejected.title',
    body: 'bnm.reuploadRejected',
    actions: [
      { label: 'notices.reuploadDocuments', to: 'bnmDocuments' },
      { label: 'notices.later', to: null },
    ],
    closable: true,
  },
  FOREIGN_LIMIT_REFUSED: {
    title: 'notices.foreignLimit.title',
    body: 'notices.foreignLimitRefused.body',
    actions: foreignLimitActions,
    closable: true,
  },
  FOREIGN_LIMIT_NEAR: {
    title: 'notices.foreignLimit.title',
    body: 'notices.foreignLimitNear.body',
    actions: foreignLimitActions,
    closable: true,
  },
  COLLECTION_FAILED: {
    title: 'notices.recurringDeposit.title',
    body: 'notices.collectionFailed.body',
    actions: recurringDepositActions,
    closable: true,
  },
  MANDATE_REJECTED: {
    title: 'notices.recurringDeposit.title',
    body: 'notices.mandateRejected.body',
    actions: recurringDepositActions,
    closable: true,
  },
  MANDATE_EXPIRED: {
    title: 'notices.recurringDeposit.title',
    body: 'notices.mandateExpired.body',
    actions: recurringDepositActions,
    closable: true,
  },
};
