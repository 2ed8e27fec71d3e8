import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who did what to which record, and when: staff decisions and changes to a client's personal data. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** User id of the actor, or 'system'. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    details: jsonb('details'),
    requestId: text('request_id'),
  },
  // The audit log page's filters (docs/backoffice.md, "Audit log") and the staff accounts' last sign-in.
  (t) => [
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
    index('audit_log_actor_idx').on(t.actor),
    index('audit_log_at_idx').on(t.at),
  ],
);
