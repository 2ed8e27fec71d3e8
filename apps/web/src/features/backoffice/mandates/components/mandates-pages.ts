/** The recurring-deposit pages of the back office, one chunk (loaded when staff open either). */
export { MandatesPage } from './mandates-page';
export { MandateDetailPage } from './mandate-detail-page';
