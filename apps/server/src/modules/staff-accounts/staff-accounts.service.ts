import { messagesEn } from '@harta/contracts/messages';
import type { StaffMember } from '@harta/contracts/schemas/staff-accounts';
import type { StaffRole } from '@harta/contracts/staff-roles';
import type { Db, Tx } from '../../db/connection';
import { ConflictError, NotFoundError } from '../../plugins/errors/app-error';
import { writeAudit } from '../audit/audit-log';
import { mailLanguage } from '../mail/mail-language';
import type { Mailer } from '../mail/mail-service';
import { resetLink } from '../registration/forgot-password/send-reset-link';
import { revokeAccountTokens } from '../registration/forgot-password/revoke-sessions';
import { issueToken } from '../registration/shared/link-tokens';
import { staffInvitationEmail } from './invitation-mail';
import {
  emailHasLogin,
  findStaffMember,
  insertStaffLogin,
  listStaffMembers,
  lockStaffLogins,
  updateStaffLogin,
  type StaffLogin,
} from './staff-accounts.repository';

/** How long an invitation link works: long enough for a new colleague to read their mail (docs/backoffice.md). */
export const STAFF_INVITATION_TTL_SECONDS = 72 * 60 * 60;

/** Who is making the change, for the guards and the audit log. */
export interface StaffActor {
  userId: string;
  requestId: string;
}

export interface StaffAccountsDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/** Can sign in and holds the administrator role: who keeps the staff accounts page reachable. */
const isActiveAdministrator = (login: StaffLogin) =>
  !login.disabled && login.hasPassword && login.roles.includes('administrator');

/**
 * Staff accounts (docs/backoffice.md, "Staff roles"): invite, change roles, disable and enable. The rules, each
 * checked under the lock of every staff login (lockStaffLogins) so two administrators cannot race past them:
 * - there is always at least one active administrator (never remove the last one's role, nor disable them);
 * - a member cannot disable themself or take their own administrator role away;
 * - disabling ends every session of the member at once;
 * - every change is written to the audit log with its before and after.
 */
export function createStaffAccountsService({ db, mailer, publicUrl }: StaffAccountsDeps) {
  async function member(tx: Db | Tx, userId: string): Promise<StaffMember> {
    const found = await findStaffMember(tx, userId);
    if (!found) throw new NotFoundError(messagesEn['staffAccounts.notFound']);
    return found;
  }

  function lockedMember(logins: StaffLogin[], userId: string): StaffLogin {
    const login = logins.find((l) => l.userId === userId);
    if (!login) throw new NotFoundError(messagesEn['staffAccounts.notFound']);
    return login;
  }

  /** Refuses a change that would leave no active administrator. */
  function keepAnAdministrator(logins: StaffLogin[], changed: StaffLogin): void {
    const before = logins.filter(isActiveAdministrator).length;
    const after = logins.map((l) => (l.userId === changed.userId ? changed : l)).filter(isActiveAdministrator).length;
    if (before > 0 && after === 0) throw new ConflictError(messagesEn['staffAccounts.lastAdministrator']);
  }

  async function sendInvitation(userId: string, actor: StaffActor): Promise<void> {
    const invited = await member(db, userId);
    const inviter = await findStaffMember(db, actor.userId);
    const token = await issueToken(db, userId, 'password_reset', new Date(), STAFF_INVITATION_TTL_SECONDS);
    // Staff read the back office in English first; their mail follows (mail-language.ts).
    await mailer.send(
      staffInvitationEmail(
        {
          to: invited.email,
          name: invited.displayName ?? invited.email,
          inviter: inviter?.displayName ?? inviter?.email ?? 'Harta',
          roles: invited.roles,
          link: resetLink(publicUrl, token),
        },
        mailLanguage(null),
      ),
    );
  }

  return {
    list: () => listStaffMembers(db),

    /** A login without a password and the e-mail with its single-use link (a `password_reset` token). */
    async invite(
      input: { email: string; displayName: string; roles: StaffRole[] },
      actor: StaffActor,
    ): Promise<StaffMember> {
      const userId = await db.transaction(async (tx) => {
        if (await emailHasLogin(tx, input.email)) throw new ConflictError(messagesEn['staffAccounts.emailTaken']);
        const id = await insertStaffLogin(tx, input);
        if (!id) throw new ConflictError(messagesEn['staffAccounts.emailTaken']);
        await writeAudit(tx, {
          actor: actor.userId,
          action: 'staff.invited',
          subjectType: 'user',
          subjectId: id,
          details: { email: input.email, displayName: input.displayName, roles: input.roles },
          requestId: actor.requestId,
        });
        return id;
      });
      await sendInvitation(userId, actor);
      return member(db, userId);
    },

    /** A new invitation link for a member who has not chosen a password; the earlier link stops working. */
    async resendInvitation(userId: string, actor: StaffActor): Promise<StaffMember> {
      const current = await member(db, userId);
      if (current.status === 'disabled') throw new ConflictError(messagesEn['staffAccounts.disabled']);
      if (current.status !== 'invited') throw new ConflictError(messagesEn['staffAccounts.notInvited']);
      await sendInvitation(userId, actor);
      await writeAudit(db, {
        actor: actor.userId,
        action: 'staff.invitationSent',
        subjectType: 'user',
        subjectId: userId,
        requestId: actor.requestId,
      });
      return current;
    },

    async setRoles(userId: string, roles: StaffRole[], actor: StaffActor): Promise<StaffMember> {
      await db.transaction(async (tx) => {
        const logins = await lockStaffLogins(tx);
        const login = lockedMember(logins, userId);
        if (userId === actor.userId && login.roles.includes('administrator') && !roles.includes('administrator')) {
          throw new ConflictError(messagesEn['staffAccounts.notYourself']);
        }
        keepAnAdministrator(logins, { ...login, roles });
        if (login.roles.join() === roles.join()) return;
        await updateStaffLogin(tx, userId, { roles });
        await writeAudit(tx, {
          actor: actor.userId,
          action: 'staff.rolesChanged',
          subjectType: 'user',
          subjectId: userId,
          details: { before: login.roles, after: roles },
          requestId: actor.requestId,
        });
      });
      return member(db, userId);
    },

    /** Disables the member and ends every session they have (their tokens stop at their next request). */
    async disable(userId: string, actor: StaffActor): Promise<StaffMember> {
      if (userId === actor.userId) throw new ConflictError(messagesEn['staffAccounts.notYourself']);
      await db.transaction(async (tx) => {
        const logins = await lockStaffLogins(tx);
        const login = lockedMember(logins, userId);
        if (login.disabled) return;
        keepAnAdministrator(logins, { ...login, disabled: true });
        await updateStaffLogin(tx, userId, { disabled: true });
        const endedSessionRecords = await revokeAccountTokens(tx, userId);
        await writeAudit(tx, {
          actor: actor.userId,
          action: 'staff.disabled',
          subjectType: 'user',
          subjectId: userId,
          details: { endedSessionRecords },
          requestId: actor.requestId,
        });
      });
      return member(db, userId);
    },

    async enable(userId: string, actor: StaffActor): Promise<StaffMember> {
      await db.transaction(async (tx) => {
        const login = lockedMember(await lockStaffLogins(tx), userId);
        if (!login.disabled) return;
        await updateStaffLogin(tx, userId, { disabled: false });
        await writeAudit(tx, {
          actor: actor.userId,
          action: 'staff.enabled',
          subjectType: 'user',
          subjectId: userId,
          requestId: actor.requestId,
        });
      });
      return member(db, userId);
    },
  };
}

export type StaffAccountsService = ReturnType<typeof createStaffAccountsService>;
