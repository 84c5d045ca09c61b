import type { AdminArea } from '@joognoo/schemas/admin';
import type { AdminRouter } from '../admin/router.ts';
import { validBody } from '../routing/body.ts';
import { parseId } from '../routing/params.ts';
import type { recordWorkflow } from './service.ts';

/**
 * `POST <base>/:id/status` and `POST <base>/:id/notes` of a kind of record: each answers
 * `{ [answer]: detail }` (a new note with 201).
 */
export function recordWorkflowRoutes<Status extends string, Detail>(
  admin: AdminRouter,
  options: {
    base: string;
    area: AdminArea;
    answer: string;
    notFound: string;
    workflow: ReturnType<typeof recordWorkflow<Status, Detail>>;
    schemas: { status: Parameters<typeof validBody>[1]; note: Parameters<typeof validBody>[1] };
  },
): void {
  const { base, area, answer, notFound, workflow, schemas } = options;

  admin.post(`${base}/:id/status`, area, admin.json, async (ctx) => {
    const id = parseId(ctx.params.id, notFound);
    const { status } = validBody<{ status: Status }>(ctx, schemas.status);
    ctx.body = { [answer]: await workflow.setStatus(id, status, admin.actor(ctx)) };
  });

  admin.post(`${base}/:id/notes`, area, admin.json, async (ctx) => {
    const id = parseId(ctx.params.id, notFound);
    const note = validBody<{ body: string }>(ctx, schemas.note);
    const detail = await workflow.addNote(id, note.body, admin.actor(ctx));
    ctx.status = 201;
    ctx.body = { [answer]: detail };
  });
}
