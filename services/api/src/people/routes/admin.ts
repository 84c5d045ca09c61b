import type { Context } from 'koa';
import { validate } from '@joognoo/schemas';
import { PEOPLE_MESSAGES, inviteSchema, roleChangeSchema, type Page, type Person } from '@joognoo/schemas/admin';
import { HttpError, NotFoundError, ValidationError } from '../../errors.ts';
import { parseId } from '../../routing/params.ts';
import { INVITATION_TTL_MS, enqueueInvitationEmail, newLinkToken } from '../links.ts';
import { normaliseEmail, type StaffAccount } from '../service.ts';
import { requestPasswordReset } from '../service.ts';
import { objectBody } from '../../routing/body.ts';
import { pageParams, type AdminRouter } from '../../admin/router.ts';

/** The people area: accounts and their roles, invitations, disabling, password reset links. */
export function peopleRoutes(admin: AdminRouter): void {
  const { db, repositories, config } = admin.deps;
  const { people, sessions } = repositories;

  /** The account of `:id`, or 404. */
  const account = async (ctx: Context): Promise<StaffAccount> => {
    const found = await people.findAccount(parseId(ctx.params.id, PEOPLE_MESSAGES.unknownPerson));
    if (!found) throw new NotFoundError(PEOPLE_MESSAGES.unknownPerson);
    return found;
  };

  /** Refuses a change that would leave no active admin (run inside the change's transaction). */
  const keepsAnAdmin = async (target: StaffAccount, trx: Parameters<typeof people.countActiveAdmins>[0]) => {
    if (target.role === 'admin' && !target.disabled && (await people.countActiveAdmins(trx)) <= 1) throw new HttpError(409, PEOPLE_MESSAGES.lastAdmin);
  };

  admin.get('/api/admin/people', 'people', async (ctx) => {
    const { page, perPage, offset } = pageParams(ctx);
    const customers = ctx.query.customers === '1' || ctx.query.customers === 'true';
    const { items, total } = await people.list({ customers, offset, perPage });
    const invitations = await people.pendingInvitations();
    ctx.body = { items, page, perPage, total, invitations } satisfies Page<Person> & { invitations: Person[] };
  });

  // A new invitation replaces an unused one for the same address; the e-mail is queued with it.
  admin.post('/api/admin/people/invitations', 'people', admin.json, async (ctx) => {
    const result = validate(inviteSchema, objectBody(ctx));
    if (!result.success) throw new ValidationError(result.errors);
    const email = normaliseEmail(result.output.email);
    const { role } = result.output;
    const name = result.output.name ?? null;
    const existing = await people.findAccountByEmail(email);
    if (existing) throw new HttpError(409, existing.disabled ? PEOPLE_MESSAGES.disabledAccount : PEOPLE_MESSAGES.alreadyActive);
    const now = new Date();
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
    const inviter = admin.actor(ctx);
    const { token, hash } = newLinkToken();
    const invitationId = await db.transaction(async (trx) => {
      const id = await people.createToken(trx, { kind: 'invitation', tokenHash: hash, email, role, name, createdBy: inviter.id, expiresAt }, now);
      await enqueueInvitationEmail(trx, { siteUrl: config.siteUrl, keyring: config.integrationKeys, to: email, role, inviter: inviter.email, token, invitationId: id, now });
      await admin.audit(ctx, { action: 'user.invite', subjectType: 'invitation', subjectId: id, details: { email, role, name } }, trx);
      return id;
    });
    ctx.status = 201;
    ctx.body = { invitation: { id: invitationId, email, role, name, expiresAt: expiresAt.toISOString() } };
  });

  admin.delete('/api/admin/people/invitations/:id', 'people', async (ctx) => {
    const id = parseId(ctx.params.id, PEOPLE_MESSAGES.unknownInvitation);
    const revoked = await db.transaction(async (trx) => {
      const found = await people.revokeInvitation(id, trx);
      if (found) await admin.audit(ctx, { action: 'user.revoke_invitation', subjectType: 'invitation', subjectId: id, details: { email: found.email } }, trx);
      return found;
    });
    if (!revoked) throw new NotFoundError(PEOPLE_MESSAGES.unknownInvitation);
    ctx.status = 204;
  });

  admin.post('/api/admin/people/:id/role', 'people', admin.json, async (ctx) => {
    const target = await account(ctx);
    const result = validate(roleChangeSchema, objectBody(ctx));
    if (!result.success) throw new ValidationError(result.errors);
    const { role } = result.output;
    if (target.id === ctx.state.user!.id && role !== target.role) throw new HttpError(409, PEOPLE_MESSAGES.selfDemote);
    if (role !== target.role) {
      await db.transaction(async (trx) => {
        if (role !== 'admin') await keepsAnAdmin(target, trx);
        await people.setRole(target.id, role, trx);
        await admin.audit(ctx, { action: 'user.role', subjectType: 'user', subjectId: target.id, details: { email: target.email, from: target.role, to: role } }, trx);
      });
    }
    ctx.body = { person: { ...target, role } };
  });

  // Disabling ends every session of the person at once.
  admin.post('/api/admin/people/:id/disable', 'people', async (ctx) => {
    const target = await account(ctx);
    if (target.id === ctx.state.user!.id) throw new HttpError(409, PEOPLE_MESSAGES.selfDisable);
    if (!target.disabled) {
      await db.transaction(async (trx) => {
        await keepsAnAdmin(target, trx);
        await people.setDisabled(target.id, true, trx);
        const ended = await sessions.deleteForUser(target.id, trx);
        await admin.audit(ctx, { action: 'user.disable', subjectType: 'user', subjectId: target.id, details: { email: target.email, sessionsEnded: ended } }, trx);
      });
    }
    ctx.body = { person: { ...target, disabled: true } };
  });

  admin.post('/api/admin/people/:id/enable', 'people', async (ctx) => {
    const target = await account(ctx);
    if (target.disabled) {
      await db.transaction(async (trx) => {
        await people.setDisabled(target.id, false, trx);
        await admin.audit(ctx, { action: 'user.enable', subjectType: 'user', subjectId: target.id, details: { email: target.email } }, trx);
      });
    }
    ctx.body = { person: { ...target, disabled: false } };
  });

  // An admin sends a person the password reset link (the same 1 h link as "Forgot your password?").
  admin.post('/api/admin/people/:id/password-reset', 'people', async (ctx) => {
    const target = await account(ctx);
    if (target.disabled) throw new HttpError(409, PEOPLE_MESSAGES.disabledAccount);
    const actor = admin.actor(ctx);
    await requestPasswordReset(db, repositories, config, { userId: target.id, email: target.email, createdBy: actor.id }, new Date(), (trx) =>
      admin.audit(ctx, { action: 'user.password_reset_link', subjectType: 'user', subjectId: target.id, details: { email: target.email } }, trx),
    );
    ctx.status = 202;
    ctx.body = { message: PEOPLE_MESSAGES.resetRequested };
  });
}
