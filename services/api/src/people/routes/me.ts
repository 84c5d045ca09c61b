import type { StaffUser, StaffUserAnswer } from '@joognoo/schemas/admin';
import type { AdminRouter } from '../../admin/router.ts';

/** `GET /api/admin/me`: the signed-in staff member (401 signed out, 403 without a staff role). */
export function meRoutes(admin: AdminRouter): void {
  const { users } = admin.services;
  admin.get('/api/admin/me', 'overview', async (ctx) => {
    const user = ctx.state.user!;
    ctx.body = { user: { id: user.id, email: user.email, name: await users.displayName(user.id), role: ctx.state.role! } satisfies StaffUser } satisfies StaffUserAnswer;
  });
}
