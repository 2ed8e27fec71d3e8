import { href } from '@harta/contracts/routes';

/** Paths under /backoffice (the router hands the back office `/backoffice/*`; its pages route the rest). */
export const backofficePaths = {
  list: href.to('backoffice'),
  application: (clientId: number) => `${href.to('backoffice')}/applications/${clientId}`,
  referenceData: `${href.to('backoffice')}/reference-data`,
  payments: `${href.to('backoffice')}/payments`,
  withdrawals: `${href.to('backoffice')}/withdrawals`,
  reconciliation: `${href.to('backoffice')}/reconciliation`,
  tradeRuns: `${href.to('backoffice')}/trade-runs`,
  bnmDocuments: `${href.to('backoffice')}/bnm-documents`,
  documentReplacements: `${href.to('backoffice')}/document-replacements`,
  dataRequests: `${href.to('backoffice')}/data-requests`,
  shariah: `${href.to('backoffice')}/shariah`,
  dividends: `${href.to('backoffice')}/dividends`,
  mandates: `${href.to('backoffice')}/mandates`,
  mandate: (guid: string) => `${href.to('backoffice')}/mandates/${encodeURIComponent(guid)}`,
};
