import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AREAS, ADMIN_MESSAGES, STAFF_ROLES, type StaffRole } from '@joognoo/schemas/admin';
import { toDbTime } from '../src/db/columns.ts';
import { createServices as createRepositories } from '../src/services.ts';
import { adminRouter, type AdminRoute } from '../src/admin/routes/index.ts';
import { silentLogger } from '../src/logger.ts';
import { createTestDatabase, dialects, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';
import { adminFetch, signedInStaff, type SignedInStaff } from './staff.ts';

/** A route's path with its parameters filled by values that name nothing (so an allowed call changes nothing). */
function concrete(path: string): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => (/id$/i.test(name) ? '999999' : `no-such-${name.toLowerCase()}`));
}

/** Every back-office route, as the API registers it (no list of our own to forget one in). */
function registeredRoutes(database: TestDatabase): readonly AdminRoute[] {
  const repositories = createRepositories(database.db, database.config);
  return adminRouter({ repositories, config: database.config, logger: silentLogger }).routes;
}

describe.each(dialects)('the back office role matrix on %s', (dialect) => {
  let database: TestDatabase;
  let server: TestServer;
  let routes: readonly AdminRoute[];
  const staff = {} as Record<StaffRole | 'customer', SignedInStaff>;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer(database.db, database.config);
    routes = registeredRoutes(database);
    for (const role of STAFF_ROLES) staff[role] = await signedInStaff(database.db, database.config, role);
    staff.customer = await signedInStaff(database.db, database.config, null);
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('registers the routes of every area', () => {
    const areas = new Set(routes.map((route) => route.area));
    expect(routes.length).toBeGreaterThan(0);
    expect(areas.has('overview')).toBe(true);
    // Job applications: recruiters and admins only; the matrix below covers each route × role.
    expect(routes.filter((route) => route.area === 'applications').map((route) => `${route.method} ${route.path}`)).toEqual([
      'GET /api/admin/applications',
      'GET /api/admin/applications/jobs',
      'GET /api/admin/applications/:id',
      'GET /api/admin/applications/:id/cv',
      'POST /api/admin/applications/:id/status',
      'POST /api/admin/applications/:id/notes',
    ]);
    expect(Object.entries(ADMIN_AREAS).filter(([, roles]) => (roles as readonly StaffRole[]).includes('recruiter')).map(([area]) => area)).toEqual(['overview', 'applications']);
    // The full privacy erase of a visitor is the admins' alone; a marketer's only write on
    // subscribers takes an address off the list.
    expect(ADMIN_AREAS.privacy).toEqual(['admin']);
    expect(routes.filter((route) => route.area === 'privacy').map((route) => `${route.method} ${route.path}`)).toEqual(['POST /api/admin/subscribers/erase']);
    expect(routes.filter((route) => route.area === 'subscribers' && route.method !== 'GET').map((route) => `${route.method} ${route.path}`)).toEqual([
      'POST /api/admin/subscribers/remove',
    ]);
  });

  it('answers 401 to a signed-out caller on every route', async () => {
    for (const route of routes) {
      const response = await adminFetch(`${server.url}${concrete(route.path)}`, route.method, undefined, route.method === 'GET' ? undefined : {});
      // A signed-out write without the site's Origin is refused as cross-site first (403);
      // with it, the route asks for a session.
      const withOrigin = await fetch(`${server.url}${concrete(route.path)}`, {
        method: route.method,
        headers: { origin: database.config.siteOrigin, 'content-type': 'application/json' },
        body: route.method === 'GET' ? undefined : '{}',
      });
      expect([route.method, route.path, withOrigin.status]).toEqual([route.method, route.path, 401]);
      expect(await withOrigin.json()).toEqual({ message: ADMIN_MESSAGES.signInRequired });
      expect([route.method, route.path, response.status]).toEqual([route.method, route.path, route.method === 'GET' ? 401 : 403]);
    }
  });

  it('answers 403 to a customer account on every route', async () => {
    for (const route of routes) {
      const response = await adminFetch(`${server.url}${concrete(route.path)}`, route.method, staff.customer, route.method === 'GET' ? undefined : {});
      expect([route.method, route.path, response.status]).toEqual([route.method, route.path, 403]);
      expect(await response.json()).toEqual({ message: ADMIN_MESSAGES.forbidden });
    }
  });

  for (const role of STAFF_ROLES) {
    it(`lets ${role} call exactly the routes of its areas`, async () => {
      for (const route of routes) {
        const allowed = (ADMIN_AREAS[route.area] as readonly StaffRole[]).includes(role);
        const response = await adminFetch(`${server.url}${concrete(route.path)}`, route.method, staff[role], route.method === 'GET' ? undefined : {});
        const verdict = response.status === 403 ? 'forbidden' : response.status === 401 ? 'signed out' : 'allowed';
        expect([route.method, route.path, route.area, verdict]).toEqual([route.method, route.path, route.area, allowed ? 'allowed' : 'forbidden']);
      }
    });
  }

  it('ends a disabled user’s access at once', async () => {
    const marketer = await signedInStaff(database.db, database.config, 'marketer');
    expect((await adminFetch(`${server.url}/api/admin/me`, 'GET', marketer)).status).toBe(200);
    await database.db('users').where({ id: marketer.user.id }).update({ disabled_at: toDbTime(database.db, new Date()) });
    expect((await adminFetch(`${server.url}/api/admin/me`, 'GET', marketer)).status).toBe(401);
  });

  it('tells the signed-in staff member who they are', async () => {
    const response = await adminFetch(`${server.url}/api/admin/me`, 'GET', staff.sales);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ user: { id: staff.sales.user.id, email: staff.sales.user.email, name: 'Test sales', role: 'sales' } });
  });
});
