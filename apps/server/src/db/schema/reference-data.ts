import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Reference data behind the dropdowns and system settings. Seeded at start (missing rows only, so staff edits
 * survive restarts) and editable by staff; inactive rows are hidden from the lists and refused by validation.
 */

/** Every dropdown list, by type (BANK, COUNTRY, OCCUPATION …; see contracts reference-data ReferenceTypes). */
export const referenceValues = pgTable(
  'reference_values',
  {
    type: text('type').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Extra attributes of some types, e.g. a country's dialling code. */
    extra: jsonb('extra'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.type, t.code] })],
);

/** GET SystemParameter/SystemParameters/{category}/{key}. */
export const systemParameters = pgTable(
  'system_parameters',
  {
    category: text('category').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    description: text('description'),
    /** Staff deactivate instead of deleting (the public endpoint then answers 404), so the change is reversible. */
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.category, t.key] })],
);

/** Countries whose residents or nationals cannot open an account (sanctions, FATF call for action …). */
export const restrictedCountries = pgTable('restricted_countries', {
  code: text('code').primaryKey(),
  reason: text('reason').notNull(),
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
