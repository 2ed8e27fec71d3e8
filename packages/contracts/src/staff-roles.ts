/**
 * The back office's staff roles (docs/backoffice.md, "Staff roles"). A staff login's token carries `staff` (a
 * staff login, never a client) and, for each role it holds, `staff:<role>`; the server re-reads a member's roles
 * from the database on every back-office request, so a role taken away or a member disabled stops at once.
 * A member may hold several roles; a route declares which roles may call it in `config.staffRoles`.
 */
export const StaffRoles = ['reviewer', 'operations', 'compliance', 'administrator', 'shariah_adviser'] as const;
export type StaffRole = (typeof StaffRoles)[number];

/** The entry of the token's `role` claim (and of `users.roles`) for a staff role. */
export const staffRoleClaim = (role: StaffRole): string => `staff:${role}`;

/** What each role is for, in one line (the staff accounts page and docs/backoffice.md). */
export const StaffRoleDuties: Record<StaffRole, string> = {
  reviewer: 'Applications, identity and BNM documents, credit-bureau checks',
  operations: 'Payments, payouts, trade runs, reconciliation',
  compliance: 'Closure flags, BNM documents, the audit log',
  administrator: 'Staff accounts, reference data, app versions',
  shariah_adviser: 'Approves changes to the Shariah universe and purification ratios (docs/shariah.md)',
};
