/**
 * English strings of the client's central-bank (BNM) approval documents (issue #13 item 4). The spec names the
 * calls only, so the wording is ours; the notice's text ('bnm.reuploadRejected') is the spec's, in contracts.
 */
export const bnmDocumentsEn = {
  'bnmDocuments.title': 'Central bank approval documents',
  'bnmDocuments.intro':
    "With domestic ringgit borrowing, you may invest at most the central bank's yearly limit in foreign-currency assets. To invest more, upload the approval Bank Negara Malaysia (BNM) gave you. We review it, usually within two working days; once approved, the limit no longer applies to you for the period the approval covers.",
  'bnmDocuments.uploadTitle': 'Upload a document',
  'bnmDocuments.file': 'Approval document',
  'bnmDocuments.fileHint': 'JPG, PNG or PDF, from 20 KB to 5 MB.',
  'bnmDocuments.filePlaceholder': 'Choose a file',
  'bnmDocuments.description': 'Description (optional)',
  'bnmDocuments.descriptionHint': 'For example the approval reference number.',
  'bnmDocuments.upload': 'Upload',
  'bnmDocuments.uploading': 'Uploading your document…',
  'bnmDocuments.uploaded': 'Your document was uploaded. We will review it shortly.',
  'bnmDocuments.listTitle': 'Your documents',
  'bnmDocuments.empty': 'You have not uploaded any document yet. Upload the approval letter above.',
  'bnmDocuments.loadFailed': 'Your documents could not be loaded.',
  'bnmDocuments.status.SUBMITTED': 'Awaiting review',
  'bnmDocuments.status.APPROVED': 'Approved',
  'bnmDocuments.status.REJECTED': 'Rejected',
  'bnmDocuments.status.CANCELLED': 'Cancelled',
  'bnmDocuments.uploadedOn': 'Uploaded {{date}}',
  'bnmDocuments.period': 'Approved for {{from}} to {{until}}',
  'bnmDocuments.rejectReason': 'Reason: {{reason}}',
  'bnmDocuments.view': 'View',
  'bnmDocuments.replace': 'Upload a new file',
  'bnmDocuments.replaced': 'The new file was uploaded. We will review it shortly.',
  'bnmDocuments.cancel': 'Cancel document',
  'bnmDocuments.cancelConfirmTitle': 'Cancel this document?',
  'bnmDocuments.cancelConfirmBody': 'We will not review it. You can upload another document at any time.',
  'bnmDocuments.cancelKeep': 'Keep it',
  'bnmDocuments.cancelled': 'The document was cancelled.',
} as const;
