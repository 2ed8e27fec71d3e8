import { messagesEn } from '@harta/contracts/messages';
import { staffRoleClaim } from '@harta/contracts/staff-roles';
import type { Db } from '../../db/connection';
import { ForbiddenError } from '../../plugins/errors/app-error';
import { rolesOf } from '../approvals/approvals.repository';

/**
 * The Shariah adviser's check (docs/shariah.md "What the adviser approves"), for any action only a Shariah adviser
 * may take or approve (the Shariah universe here; purification ratios in the dividends module). The roles are read
 * from the database now, not from the token, as the approvals flow does: a role taken away stops at once.
 */
export async function isShariahAdviser(db: Db, userId: string): Promise<boolean> {
  return (await rolesOf(db, userId)).includes(staffRoleClaim('shariah_adviser'));
}

/** 403 with the reason unless `userId` is an enabled staff member holding the shariah_adviser role. */
export async function requireShariahAdviser(db: Db, userId: string): Promise<void> {
  if (!(await isShariahAdviser(db, userId))) throw new ForbiddenError(messagesEn['shariah.adviserRequired']);
}
