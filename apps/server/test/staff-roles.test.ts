import { StaffRoles, type StaffRole } from '@harta/contracts/staff-roles';
import { describe, expect, it } from 'vitest';
import { CLIENT_CALLERS_EXTENSION, SecuritySchemes, STAFF_ROLES_EXTENSION } from '../src/plugins/auth/auth-plugin';
import { testDatabases } from './databases';
import { createStaffMember, TEST_STAFF_PASSWORD } from './helpers/staff-members';
import { bearer, serverSuite } from './helpers/start-server';

interface StaffOperation {
  method: string;
  path: string;
  roles: StaffRole[];
  clientsToo: boolean;
}

/**
 * Every back-office route refuses a member without one of its roles (docs/backoffice.md, "Staff roles"). The
 * table is the OpenAPI document's own list of staff routes, so a route added tomorrow is tested without anyone
 * listing it; a staff route that names no roles cannot even be registered (auth plugin).
 */
describe.each(testDatabases())('staff roles on every back-office route on $name', (kind) => {
  const suite = serverSuite(kind.open);
  const tokens = {} as Record<StaffRole | 'client', string>;

  function documentOperations() {
    const document = suite.server.app.swagger() as unknown as {
      paths: Record<string, Record<string, Record<string, unknown> & { security?: Record<string, unknown>[] }>>;
    };
    return Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
    );
  }

  function staffOperations(): StaffOperation[] {
    return documentOperations().flatMap(({ path, method, operation }) => {
      const bearerRoute = operation.security?.some((s) => SecuritySchemes.bearer in s) ?? false;
      const roles = operation[STAFF_ROLES_EXTENSION] as StaffRole[] | undefined;
      if (!bearerRoute || !roles) return [];
      return [{ method, path, roles, clientsToo: operation[CLIENT_CALLERS_EXTENSION] === true }];
    });
  }

  async function call(operation: StaffOperation, token: string): Promise<number> {
    // Any id will do: the role check runs before the parameters are even validated.
    const url = operation.path.replace(/\{(\w+)\}/g, '00000000-0000-4000-8000-000000000001');
    const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
    const response = await suite.server.fetch(url, {
      method: operation.method,
      headers: { ...bearer(token), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
      ...(hasBody ? { body: '{}' } : {}),
    });
    await response.arrayBuffer();
    return response.status;
  }

  it('signs in one member per role, each holding that role only, and a client', async () => {
    for (const role of StaffRoles) {
      const { email } = await createStaffMember(suite.database.db, {
        email: `only-${role}@staff.test`,
        roles: [role],
        secondFactor: suite.server,
      });
      tokens[role] = (await suite.server.login(email, TEST_STAFF_PASSWORD)).access_token;
    }
    tokens.client = (await suite.server.login('demo@example.com', 'Demo@1234')).access_token;
  });

  it('documents the roles of every staff route, and of every bearer route under /api/backoffice', () => {
    const operations = staffOperations();
    // The back office's routes at the time of writing; more only ever join.
    expect(operations.length).toBeGreaterThanOrEqual(45);
    for (const { path, method, operation } of documentOperations()) {
      const bearerRoute = operation.security?.some((s) => SecuritySchemes.bearer in s) ?? false;
      if (bearerRoute && path.startsWith('/api/backoffice')) {
        expect(operation[STAFF_ROLES_EXTENSION], `${method} ${path}`).toBeDefined();
      }
    }
  });

  it('refuses (403) a member whose roles are all outside the route’s, and a client on staff-only routes', async () => {
    const failures: string[] = [];
    for (const operation of staffOperations()) {
      const outsiders = StaffRoles.filter((role) => !operation.roles.includes(role));
      for (const role of outsiders) {
        const status = await call(operation, tokens[role]);
        if (status !== 403) failures.push(`${operation.method} ${operation.path} as ${role}: ${status}`);
      }
      if (!operation.clientsToo) {
        const status = await call(operation, tokens.client);
        if (status !== 403) failures.push(`${operation.method} ${operation.path} as a client: ${status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets a member holding any one of the route’s roles past the role check (any answer but 401/403)', async () => {
    const failures: string[] = [];
    for (const operation of staffOperations()) {
      for (const role of operation.roles) {
        const status = await call(operation, tokens[role]);
        if (status === 401 || status === 403)
          failures.push(`${operation.method} ${operation.path} as ${role}: ${status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
