/** English strings of the back office's audit log page (prefix 'auditLog.'), staff-only. */
export const auditLogEn = {
  'auditLog.title': 'Audit log',
  'auditLog.hint':
    'Every staff decision, every change to a client’s personal, bank or contact data, and every sign-in, newest first. Read-only.',
  'auditLog.subjectType': 'Subject type',
  'auditLog.subjectTypeHint': 'e.g. client, user, withdrawal',
  'auditLog.subjectId': 'Subject id',
  'auditLog.actor': 'Actor',
  'auditLog.actorHint': 'User id, "system", or the start of an e-mail or staff name',
  'auditLog.action': 'Action',
  'auditLog.actionHint': 'An action or its start, e.g. "staff." or "withdrawal."',
  'auditLog.from': 'From',
  'auditLog.to': 'To',
  'auditLog.apply': 'Apply filters',
  'auditLog.clear': 'Clear',
  'auditLog.total_one': '{{count}} entry',
  'auditLog.total_other': '{{count}} entries',
  'auditLog.empty': 'No entry matches these filters. Widen the dates or clear a filter.',
  'auditLog.loadFailed': 'The audit log could not be loaded.',
  'auditLog.by': 'by {{actor}}',
  'auditLog.subject': '{{type}} {{id}}',
  'auditLog.details': 'Details',
} as const;
