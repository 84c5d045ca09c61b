import type { Context } from 'koa';
import { validate } from '@joognoo/schemas';
import { PEOPLE_MESSAGES, inviteSchema, roleChangeSchema, type InvitationAnswer, type MessageAnswer, type PeoplePage, type PersonAnswer } from '@joognoo/schemas/admin';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { parseId } from '../../routing/params.ts';
import type { StaffAccount } from '../service.ts';
import { objectBody } from '../../routing/body.ts';
import { pageParams, type AdminRouter } from '../../admin/router.ts';

/** The people area: accounts and their roles, invitations, disabling, password reset links. */
export function peopleRoutes(admin: AdminRouter): void {
  const { people } = admin.services;

  /** The account of `:id`, or 404. */
  const account = async (ctx: Context): Promise<StaffAccount> => {
    const found = await people.findAccount(parseId(ctx.params.id, PEOPLE_MESSAGES.unknownPerson));
    if (!found) throw new NotFoundError(PEOPLE_MESSAGES.unknownPerson);
    return found;
  };

  admin.get('/api/admin/people', 'people', async (ctx) => {
    const { page, perPage, offset } = pageParams(ctx);
    const customers = ctx.query.customers === '1' || ctx.query.customers === 'true';
    const { items, total, invitations } = await people.list({ customers, offset, perPage });
    ctx.body = { items, page, perPage, total, invitations } satisfies PeoplePage;
  });

  // A new invitation replaces an unused one for the same address; the e-mail is queued with it.
  admin.post('/api/admin/people/invitations', 'people', admin.json, async (ctx) => {
    const result = validate(inviteSchema, objectBody(ctx));
    if (!result.success) throw new ValidationError(result.errors);
    const invitation = await people.invite(admin.actor(ctx), { email: result.output.email, role: result.output.role, name: result.output.name ?? null });
    ctx.status = 201;
    ctx.body = { invitation } satisfies InvitationAnswer;
  });

  admin.delete('/api/admin/people/invitations/:id', 'people', async (ctx) => {
    const id = parseId(ctx.params.id, PEOPLE_MESSAGES.unknownInvitation);
    if (!(await people.revokeInvitation(admin.actor(ctx), id))) throw new NotFoundError(PEOPLE_MESSAGES.unknownInvitation);
    ctx.status = 204;
  });

  admin.post('/api/admin/people/:id/role', 'people', admin.json, async (ctx) => {
    const target = await account(ctx);
    const result = validate(roleChangeSchema, objectBody(ctx));
    if (!result.success) throw new ValidationError(result.errors);
    ctx.body = { person: await people.setRole(admin.actor(ctx), target, result.output.role) } satisfies PersonAnswer;
  });

  // Disabling ends every session of the person at once.
  admin.post('/api/admin/people/:id/disable', 'people', async (ctx) => {
    const target = await account(ctx);
    ctx.body = { person: await people.disable(admin.actor(ctx), target) } satisfies PersonAnswer;
  });

  admin.post('/api/admin/people/:id/enable', 'people', async (ctx) => {
    const target = await account(ctx);
    ctx.body = { person: await people.enable(admin.actor(ctx), target) } satisfies PersonAnswer;
  });

  // An admin sends a person the password reset link (the same 1 h link as "Forgot your password?").
  admin.post('/api/admin/people/:id/password-reset', 'people', async (ctx) => {
    const target = await account(ctx);
    await people.sendPasswordReset(admin.actor(ctx), target);
    ctx.status = 202;
    ctx.body = { message: PEOPLE_MESSAGES.resetRequested } satisfies MessageAnswer;
  });
}
