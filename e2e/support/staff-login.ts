import type { APIRequestContext, Page } from '@playwright/test';
import { expect, logIn } from './fixtures';

/**
 * Every staff sign-in of the end-to-end tests goes through here, in the browser (logInAsStaff) or for an API
 * token (staffAccessToken), so a change to how staff sign in (a second factor) is made in one place.
 */
export interface StaffLogin {
  email: string;
  password: string;
  name: string;
}

/** The demo staff members (apps/server/src/seed/demo-seed.ts; the README's demo table). */
export const DEMO_STAFF = {
  /** Holds every role. */
  all: { email: 'staff@example.com', password: 'Staff@1234', name: 'Nadia Ismail' },
  reviewer: { email: 'reviewer@example.com', password: 'Staff@1234', name: 'Amir Hassan' },
  operations: { email: 'operations@example.com', password: 'Staff@1234', name: 'Siti Rahim' },
  compliance: { email: 'compliance@example.com', password: 'Staff@1234', name: 'Kavitha Raj' },
  administrator: { email: 'admin@example.com', password: 'Staff@1234', name: 'Lim Wei Jie' },
} as const satisfies Record<string, StaffLogin>;

/** Signs a staff member in through the login page, as they would, and waits until the back office is open. */
export async function logInAsStaff(page: Page, member: Omit<StaffLogin, 'name'> = DEMO_STAFF.all): Promise<void> {
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/backoffice(\/|$)/);
}

/** A staff member's access token from the token endpoint (the password grant the app uses). */
export async function staffAccessToken(
  request: APIRequestContext,
  member: Omit<StaffLogin, 'name'> = DEMO_STAFF.all,
): Promise<string> {
  const settings = (await (await request.get('/appsettings.json')).json()) as { clientId: string; scope: string };
  const response = await request.post('/identity/token', {
    form: {
      grant_type: 'password',
      client_id: settings.clientId,
      scope: settings.scope,
      username: member.email,
      password: member.password,
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}
