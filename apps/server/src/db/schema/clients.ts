import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@harta/contracts/languages';
import { users } from './identity';
import { sqlStringList } from './sql-list';

/** A retail client (spec section 3 "Client"). The login lives in `users`; this row is the client's record. */
export const clients = pgTable(
  'clients',
  {
    clientId: serial('client_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'restrict' }),
    emailAddress: text('email_address').notNull(),
    givenName: text('given_name').notNull(),
    surName: text('sur_name'),
    mobileNumber: text('mobile_number'),
    /** DRAFT, PENDING, REJECT, CLOSE, SUSPEND or an active value (ACTIVE). */
    status: text('status').notNull().default('DRAFT'),
    /** Public identifier used in links and hand-offs instead of the sequential id. */
    guid: uuid('guid').notNull().unique().defaultRandom(),
    /** 1-based registration step the client stands on (see contracts registration-steps). */
    currentStep: integer('current_step').notNull().default(1),
    isMobileRegistration: boolean('is_mobile_registration').notNull().default(false),
    isQRrefreshButtonEnable: boolean('is_qr_refresh_button_enable').notNull().default(false),
    /** 'en' or 'ms' (contracts languages.ts): the language of the client's e-mails, chosen in the app. */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('clients_language_check', sql`${t.language} in (${sqlStringList(LANGUAGES)})`)],
);
