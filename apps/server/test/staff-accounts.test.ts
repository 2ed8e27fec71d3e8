import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { auditLogResponseSchema } from '@harta/contracts/schemas/audit-log';
import { secondFactorEnrolmentResponseSchema } from '@harta/contracts/schemas/second-factor';
import { staffMemberResponseSchema, staffMembersResponseSchema } from '@harta/contracts/schemas/staff-accounts';
import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { totpCodeAt } from '../src/identity/totp';
import { createStaffAccountsService } from '../src/modules/staff-accounts/staff-accounts.service';
import { testDatabases } from './databases';
import { json, mailbox, registrationAuth, tokenFromMailbox } from './helpers/registration';
import { createStaffMember, TEST_STAFF_PASSWORD } from './helpers/staff-members';
import { bearer, serverSuite } from './helpers/start-server';

const paths = ApiPaths.backofficeStaffAccounts;
const NEW_PASSWORD = 'Invited@2026x';

const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; role: string[] };

/** Staff accounts in the back office (docs/backoffice.md, "Staff roles"): administrators invite, change, disable. */
describe.each(testDatabases())('staff accounts on $name', (kind) => {
  const suite = serverSuite(kind.open);
  let adminToken = '';
  let adminId = '';

  const send = (token: string, method: string, path: string, body?: unknown) =>
    suite.server.fetch(path, {
      method,
      headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function asAdmin(method: string, path: string, body?: unknown) {
    adminToken ||= (await suite.server.login('admin@example.com', 'Staff@1234')).access_token;
    adminId = claims(adminToken).sub;
    return send(adminToken, method, path, body);
  }

  async function member(response: Response) {
    expect(response.status, await response.clone().text()).toBe(200);
    return staffMemberResponseSchema.parse(await response.json()).result;
  }

  const audits = (subjectId: string) =>
    suite.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, subjectId), like(auditLog.action, 'staff.%')))
      .orderBy(asc(auditLog.id));

  it('lists the demo members with their roles, status and last sign-in; other roles may not', async () => {
    const response = await asAdmin('GET', paths.list);
    expect(response.status).toBe(200);
    const members = staffMembersResponseSchema.parse(await response.json()).result;
    const byEmail = new Map(members.map((m) => [m.email, m]));
    expect(byEmail.get('staff@example.com')).toMatchObject({
      displayName: 'Nadia Ismail',
      roles: ['reviewer', 'operations', 'compliance', 'administrator', 'shariah_adviser'],
      status: 'active',
    });
    expect(byEmail.get('reviewer@example.com')).toMatchObject({ roles: ['reviewer'], status: 'active' });
    // admin@ signed in for this request (the sign-in's audit entry may land just after the token is answered).
    await expect
      .poll(async () => {
        const again = staffMembersResponseSchema.parse(await (await asAdmin('GET', paths.list)).json()).result;
        return again.find((m) => m.email === 'admin@example.com')!.lastSignInAt;
      })
      .not.toBeNull();
    // No client login is listed.
    expect(byEmail.has('demo@example.com')).toBe(false);

    const reviewer = (await suite.server.login('reviewer@example.com', 'Staff@1234')).access_token;
    expect((await send(reviewer, 'GET', paths.list)).status).toBe(403);
  });

  it('invites by e-mail: the link sets a password once, the member signs in with their roles only', async () => {
    const email = 'new.reviewer@staff.test';
    const invited = await member(
      await asAdmin('POST', paths.list, {
        email: ' New.Reviewer@Staff.test ',
        displayName: 'Aina Lee',
        roles: ['reviewer'],
      }),
    );
    expect(invited).toMatchObject({ email, displayName: 'Aina Lee', roles: ['reviewer'], status: 'invited' });
    // No password yet: nobody can sign in as them.
    await expect(suite.server.login(email, NEW_PASSWORD)).rejects.toThrow();

    const [mail] = await mailbox(suite.server, email);
    expect(mail!.subject).toBe('You are invited to the Harta back office');
    expect(mail!.text).toContain('as: Reviewer.');
    expect(mail!.text).toContain(`${suite.server.config.publicUrl}/user-login?reset=`);
    const token = await tokenFromMailbox(suite.server, email, 'reset');
    const reset = (password: string) =>
      suite.server.fetch(
        ApiPaths.registration.resetPassword,
        json({ token, password, confirmPassword: password }, registrationAuth(suite.server)),
      );
    expect((await reset(NEW_PASSWORD)).status).toBe(200);
    // Single use.
    expect((await reset('Another@2026x')).status).toBe(400);

    // Staff sign in with a second factor: the new member sets theirs up at the first sign-in (docs/security.md
    // "Second factor"), and its first code signs them in.
    const enrolment = await suite.server.fetch(ApiPaths.secondFactor.loginEnrolment, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: NEW_PASSWORD }),
    });
    expect(enrolment.status).toBe(200);
    const { secret } = secondFactorEnrolmentResponseSchema.parse(await enrolment.json()).result;
    const session = await suite.server.login(email, NEW_PASSWORD, totpCodeAt(secret).code);
    expect(claims(session.access_token).role).toEqual(['staff', 'staff:reviewer']);
    expect((await send(session.access_token, 'GET', ApiPaths.backoffice.applications)).status).toBe(200);
    expect((await send(session.access_token, 'GET', ApiPaths.payments.backofficePayments)).status).toBe(403);

    const listed = staffMembersResponseSchema.parse(await (await asAdmin('GET', paths.list)).json()).result;
    expect(listed.find((m) => m.email === email)).toMatchObject({ status: 'active' });
    expect((await audits(invited.userId)).map((a) => [a.action, a.actor])).toEqual([['staff.invited', adminId]]);

    // An address that already has a login (a client's) cannot be invited.
    const taken = await asAdmin('POST', paths.list, {
      email: 'demo@example.com',
      displayName: 'X',
      roles: ['reviewer'],
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ result: messagesEn['staffAccounts.emailTaken'] });
  });

  it('refuses an invitation without a role or with an unknown one (400)', async () => {
    for (const roles of [[], ['auditor']]) {
      const response = await asAdmin('POST', paths.list, { email: 'x@staff.test', displayName: 'X', roles });
      expect(response.status).toBe(400);
    }
  });

  it('a role change takes effect on the member’s next request, with the token they already hold', async () => {
    const { userId, email } = await createStaffMember(suite.database.db, {
      email: 'changing@staff.test',
      roles: ['reviewer'],
      secondFactor: suite.server,
    });
    const token = (await suite.server.login(email, TEST_STAFF_PASSWORD)).access_token;
    const reviewerOnly = ApiPaths.backofficeDocumentReplacements.queue;
    expect((await send(token, 'GET', reviewerOnly)).status).toBe(200);
    expect((await send(token, 'GET', ApiPaths.payments.backofficePayments)).status).toBe(403);

    const changed = await member(await asAdmin('PUT', paths.roles(userId), { roles: ['operations'] }));
    expect(changed.roles).toEqual(['operations']);
    expect((await send(token, 'GET', reviewerOnly)).status).toBe(403);
    expect((await send(token, 'GET', ApiPaths.payments.backofficePayments)).status).toBe(200);

    const [entry] = await audits(userId);
    expect(entry).toMatchObject({
      actor: adminId,
      action: 'staff.rolesChanged',
      details: { before: ['reviewer'], after: ['operations'] },
    });
  });

  it('disabling ends the member’s sessions and sign-in at once; enabling lets them sign in again', async () => {
    const { userId, email } = await createStaffMember(suite.database.db, {
      email: 'leaving@staff.test',
      roles: ['operations'],
      secondFactor: suite.server,
    });
    const session = await suite.server.login(email, TEST_STAFF_PASSWORD);
    expect((await send(session.access_token, 'GET', ApiPaths.payments.backofficePayments)).status).toBe(200);

    expect(await member(await asAdmin('POST', paths.disable(userId)))).toMatchObject({ status: 'disabled' });
    expect((await send(session.access_token, 'GET', ApiPaths.payments.backofficePayments)).status).toBe(401);
    await expect(suite.server.refresh(session.refresh_token!)).rejects.toThrow();
    await expect(suite.server.login(email, TEST_STAFF_PASSWORD)).rejects.toThrow();

    expect(await member(await asAdmin('POST', paths.enable(userId)))).toMatchObject({ status: 'active' });
    const again = await suite.server.login(email, TEST_STAFF_PASSWORD);
    expect((await send(again.access_token, 'GET', ApiPaths.payments.backofficePayments)).status).toBe(200);
    expect((await audits(userId)).map((a) => a.action)).toEqual(['staff.disabled', 'staff.enabled']);
  });

  it('never lets an administrator disable themself or drop their own administrator role', async () => {
    const self = await asAdmin('POST', paths.disable(adminId));
    expect(self.status).toBe(409);
    expect(await self.json()).toMatchObject({ result: messagesEn['staffAccounts.notYourself'] });
    const demote = await asAdmin('PUT', paths.roles(adminId), { roles: ['reviewer'] });
    expect(demote.status).toBe(409);
    // Adding roles to oneself while keeping administrator is fine.
    expect(
      (await member(await asAdmin('PUT', paths.roles(adminId), { roles: ['administrator', 'compliance'] }))).roles,
    ).toEqual(['compliance', 'administrator']);
    expect((await asAdmin('GET', paths.list)).status).toBe(200);
  });

  it('never removes the last active administrator, even when two demote each other at the same moment', async () => {
    // Only two administrators are left: admin@ and a new one (staff@ loses the role first).
    const staffId = staffMembersResponseSchema
      .parse(await (await asAdmin('GET', paths.list)).json())
      .result.find((m) => m.email === 'staff@example.com')!.userId;
    await member(await asAdmin('PUT', paths.roles(staffId), { roles: ['reviewer', 'operations', 'compliance'] }));
    const other = await createStaffMember(suite.database.db, {
      email: 'admin2@staff.test',
      roles: ['administrator'],
      secondFactor: suite.server,
    });
    const otherToken = (await suite.server.login(other.email, TEST_STAFF_PASSWORD)).access_token;

    const [first, second] = await Promise.all([
      send(adminToken, 'PUT', paths.roles(other.userId), { roles: ['reviewer'] }),
      send(otherToken, 'PUT', paths.roles(adminId), { roles: ['reviewer'] }),
    ]);
    // Exactly one demotion went through; the other was refused (409 by the rule, or 403 once demoted itself).
    expect([first.status, second.status].filter((s) => s === 200)).toHaveLength(1);
    const members = staffMembersResponseSchema.parse(
      await (await send(first.status === 200 ? adminToken : otherToken, 'GET', paths.list)).json(),
    ).result;
    expect(members.filter((m) => m.status === 'active' && m.roles.includes('administrator'))).toHaveLength(1);

    // The rule itself, whoever asks: the last active administrator keeps the role and stays enabled.
    const last = members.find((m) => m.status === 'active' && m.roles.includes('administrator'))!;
    const service = createStaffAccountsService({
      db: suite.database.db,
      mailer: { send: async () => undefined },
      publicUrl: suite.server.config.publicUrl,
    });
    const actor = { userId: staffId, requestId: 'test' };
    await expect(service.setRoles(last.userId, ['reviewer'], actor)).rejects.toThrow(
      messagesEn['staffAccounts.lastAdministrator'],
    );
    await expect(service.disable(last.userId, actor)).rejects.toThrow(messagesEn['staffAccounts.lastAdministrator']);

    // The tests after this one act as admin@: when the other administrator won the race, it gives the role back.
    if (last.userId !== adminId) {
      await member(await send(otherToken, 'PUT', paths.roles(adminId), { roles: ['administrator'] }));
    }
  });

  it('sends a new invitation only to a member who has not chosen a password', async () => {
    const invited = await member(
      await asAdmin('POST', paths.list, { email: 'late@staff.test', displayName: 'Late', roles: ['compliance'] }),
    );
    const firstToken = await tokenFromMailbox(suite.server, 'late@staff.test', 'reset');
    expect((await member(await asAdmin('POST', paths.invitation(invited.userId)))).status).toBe('invited');
    const mails = await mailbox(suite.server, 'late@staff.test');
    expect(mails).toHaveLength(2);
    // The first link no longer works.
    const stale = await suite.server.fetch(
      ApiPaths.registration.resetPassword,
      json(
        { token: firstToken, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        registrationAuth(suite.server),
      ),
    );
    expect(stale.status).toBe(400);

    const active = staffMembersResponseSchema
      .parse(await (await asAdmin('GET', paths.list)).json())
      .result.find((m) => m.email === 'reviewer@example.com')!;
    expect((await asAdmin('POST', paths.invitation(active.userId))).status).toBe(409);
    expect((await asAdmin('POST', paths.invitation('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
  });

  it('shows compliance every change in the audit log, filtered and paged', async () => {
    const compliance = (await suite.server.login('compliance@example.com', 'Staff@1234')).access_token;
    const page = async (query: string) => {
      const response = await send(compliance, 'GET', `${ApiPaths.backofficeAuditLog}?${query}`);
      expect(response.status, await response.clone().text()).toBe(200);
      return auditLogResponseSchema.parse(await response.json()).result;
    };
    const staffChanges = await page('action=staff.&pageSize=2');
    expect(staffChanges.total).toBeGreaterThanOrEqual(5);
    expect(staffChanges.items).toHaveLength(2);
    expect(staffChanges.items[0]!.id).toBeGreaterThan(staffChanges.items[1]!.id);
    expect(staffChanges.items.every((e) => e.action.startsWith('staff.'))).toBe(true);
    const second = await page('action=staff.&pageSize=2&page=2');
    expect(second.items[0]!.id).toBeLessThan(staffChanges.items[1]!.id);

    const byActor = await page('actor=admin%40example&action=staff.invited');
    expect(byActor.items.length).toBeGreaterThanOrEqual(2);
    expect(byActor.items.every((e) => e.actor === adminId && e.actorName === 'Lim Wei Jie')).toBe(true);

    const invited = byActor.items.find((e) => (e.details as { email?: string }).email === 'late@staff.test')!;
    const bySubject = await page(`subjectType=user&subjectId=${invited.subjectId}`);
    expect(bySubject.items.map((e) => e.action)).toEqual(['staff.invitationSent', 'staff.invited']);

    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kuala_Lumpur' });
    expect((await page(`action=staff.&from=${today}&to=${today}`)).total).toBe(staffChanges.total);
    expect((await page('action=staff.&to=2000-01-01')).total).toBe(0);
    // An impossible day or a wildcard is refused or taken literally, never a server error.
    expect((await send(compliance, 'GET', `${ApiPaths.backofficeAuditLog}?from=2026-13-01`)).status).toBe(400);
    expect((await page('action=%25')).total).toBe(0);

    // For compliance: an operations member gets 403.
    const operations = (await suite.server.login('operations@example.com', 'Staff@1234')).access_token;
    expect((await send(operations, 'GET', ApiPaths.backofficeAuditLog)).status).toBe(403);
  });
});
