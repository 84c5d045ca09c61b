import type { AuditLogPage } from '@joognoo/schemas/admin';
import { pageParams, type AdminRouter } from '../../admin/router.ts';

const text = (value: unknown, max = 200): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined);

/**
 * `GET /api/admin/audit`: the audit log, newest first, filtered by `actor` (part of an
 * e-mail), `action`, `subjectType`, `subjectId`, `from` and `to` (YYYY-MM-DD, UTC, inclusive),
 * paged; `actions` lists every recorded action for the filter.
 */
export function auditRoutes(admin: AdminRouter): void {
  const { audit } = admin.services;
  admin.get('/api/admin/audit', 'audit', async (ctx) => {
    const { page, perPage, offset } = pageParams(ctx);
    const filters = {
      actor: text(ctx.query.actor, 254),
      action: text(ctx.query.action, 100),
      subjectType: text(ctx.query.subjectType, 50),
      subjectId: text(ctx.query.subjectId),
      from: text(ctx.query.from, 10),
      to: text(ctx.query.to, 10),
    };
    const { items, total } = await audit.list(filters, { offset, perPage });
    ctx.body = { items, page, perPage, total, actions: await audit.actions() } satisfies AuditLogPage;
  });
}
