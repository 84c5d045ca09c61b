import type { StaffUser } from '@joognoo/schemas/admin';
import type { AdminRouter } from './router.ts';

/** `GET /api/admin/me`: the signed-in staff member (401 signed out, 403 without a staff role). */
export function meRoutes(admin: AdminRouter): void {
  const { db } = admin.deps;
  admin.get('/api/admin/me', 'overview', async (ctx) => {
    const user = ctx.state.user!;
    const row = await db('users').where({ id: user.id }).first<{ name: string | null } | undefined>('name');
    ctx.body = { user: { id: user.id, email: user.email, name: row?.name ?? null, role: ctx.state.role! } satisfies StaffUser };
  });
}
