import type { AdminOverviewAnswer } from '@joognoo/schemas/admin';
import type { AdminRouter } from '../router.ts';

/** `GET /api/admin/overview`: what needs attention, only for the areas the caller's role may use. */
export function overviewRoutes(admin: AdminRouter): void {
  admin.get('/api/admin/overview', 'overview', async (ctx) => {
    ctx.body = { overview: await admin.services.admin.overview(ctx.state.role!) } satisfies AdminOverviewAnswer;
  });
}
