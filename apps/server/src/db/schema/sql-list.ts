import { sql } from 'drizzle-orm';

/**
 * A constant list for a CHECK constraint (`status in (...)`), from the contracts' own list of values, so the
 * database and the code allow the same ones. Only for constants written in code, never for input.
 */
export const sqlStringList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
