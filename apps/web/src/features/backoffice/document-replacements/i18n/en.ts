/** English strings of the back office's identity-document replacement review (prefix 'docReview.'), staff-only. */
export const docReviewEn = {
  'docReview.title': 'Identity documents awaiting review',
  'docReview.hint':
    'A client replaced their identity document (a renewed MyKad or passport). Compare the new pages with the documents on record and the selfie: the ID number must be the same. Approve: the new pages become the documents of record. Reject with a reason: the old document stays and the client is told why.',
  'docReview.empty': 'No identity document is awaiting review.',
  'docReview.loadFailed': 'The documents could not be loaded.',
  'docReview.client': 'Client',
  'docReview.idNumber': '{{type}} {{number}}',
  'docReview.expiry': 'New expiry date: {{date}}',
  'docReview.sent': 'Sent {{date}}',
  'docReview.newPage': 'New {{page}}',
  'docReview.currentPage': 'On record: {{type}}',
  'docReview.approve': 'Approve',
  'docReview.reject': 'Reject',
  'docReview.approveTitle': 'Approve this document',
  'docReview.approveBody':
    'The new pages become the documents of record for this client. Check the ID number and the photo first.',
  'docReview.rejectTitle': 'Reject this document',
  'docReview.rejectReason': 'Reason (the client sees it)',
  'docReview.approved': 'The document is approved; the client is told.',
  'docReview.rejected': 'The document is rejected; the client is told why.',
  'docReview.close': 'Cancel',
} as const;
