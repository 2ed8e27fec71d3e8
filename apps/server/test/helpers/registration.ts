import { ApiPaths } from '@harta/contracts/paths';
import { devMailboxResponseSchema, type DevMailboxMessage } from '@harta/contracts/schemas/reference-data';
import type { SaveClientRequest } from '@harta/contracts/schemas/registration-signup';
import { expect } from 'vitest';
import type { StartedServer } from './start-server';

/** The registration basic-auth header of the test configuration (the dev default pair). */
export function registrationAuth(server: StartedServer): Record<string, string> {
  const { username, password } = server.config.registrationBasicAuth;
  return { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` };
}

export const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

let counter = 0;
/** A unique e-mail address per call (tests share one database per file). */
export function uniqueEmail(prefix = 'client'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export function signupBody(overrides: Partial<SaveClientRequest> = {}): SaveClientRequest {
  return {
    emailAddress: uniqueEmail(),
    givenName: 'Daniel',
    mobileNumber: '012-345 6789',
    referralCode: 'FRIEND2026',
    acceptTerms: true,
    acceptPrivacy: true,
    isMobileRegistration: false,
    ...overrides,
  };
}

/** The newest messages sent to an address, through the development mailbox. */
export async function mailbox(server: StartedServer, to: string): Promise<DevMailboxMessage[]> {
  const response = await server.fetch(`${ApiPaths.devMailbox}?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return devMailboxResponseSchema.parse(await response.json()).result;
}

/**
 * The value of `param` in the first link of the newest message whose text has one. Waits a little for it:
 * some mails (the reset link) are sent after the answer.
 */
export async function tokenFromMailbox(server: StartedServer, to: string, param: 'confirm' | 'reset'): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    for (const message of await mailbox(server, to)) {
      const match = new RegExp(`[?&]${param}=([^\\s&]+)`).exec(message.text);
      if (match) return decodeURIComponent(match[1]!);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${param} link sent to ${to}`);
}

/** The 6-digit code in the newest message to `to` (SMS to a number, or e-mail). */
export async function codeFromMailbox(server: StartedServer, to: string): Promise<string> {
  const [latest] = await mailbox(server, to);
  const match = latest ? /\b(\d{6})\b/.exec(latest.text) : null;
  if (!match) throw new Error(`no code sent to ${to}`);
  return match[1]!;
}

export const PASSWORD = 'Harta@2026x';

/** Steps 1–3 over HTTP; returns the e-mail (the client then stands on step 4 and can log in with PASSWORD). */
export async function registerThroughPassword(
  server: StartedServer,
  overrides: Partial<SaveClientRequest> = {},
): Promise<string> {
  const body = signupBody(overrides);
  const auth = registrationAuth(server);
  const signup = await server.fetch(ApiPaths.registration.saveClient, json(body, auth));
  expect(signup.status, await signup.clone().text()).toBe(200);
  const token = await tokenFromMailbox(server, body.emailAddress, 'confirm');
  const confirm = await server.fetch(ApiPaths.registration.confirmEmail, json({ token }, auth));
  expect(confirm.status).toBe(200);
  const { result } = (await confirm.json()) as { result: { setupToken: string } };
  const password = await server.fetch(
    ApiPaths.registration.saveClientPassword,
    json({ setupToken: result.setupToken, password: PASSWORD, confirmPassword: PASSWORD }, auth),
  );
  expect(password.status).toBe(200);
  return body.emailAddress;
}
