/**
 * The single-use links of the people area: an invitation to the back office (72 h) and a
 * password reset (1 h). The token (32 random bytes, base64url) is only in the e-mail; the
 * database keeps its SHA-256, like a session's. The e-mails go through the outbox in the
 * caller's transaction, the token encrypted apart from the message until it is sent (and
 * gone from the outbox once it was).
 */
import type { Transaction } from '../db/index.ts';
import { INVITATION_HOURS, PASSWORD_RESET_HOURS, STAFF_ROLE_LABELS, type StaffRole } from '@joognoo/schemas/admin';
import { enqueueEmail } from '../delivery/store/outbox.ts';
import type { Keyring } from '../security/secrets.ts';
import { newSessionToken, sessionId } from '../middleware/auth.ts';

export const INVITATION_EMAIL_KIND = 'staff_invitation';
export const PASSWORD_RESET_EMAIL_KIND = 'password_reset';
export const INVITATION_TTL_MS = INVITATION_HOURS * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = PASSWORD_RESET_HOURS * 60 * 60 * 1000;
/** The back office's pages that open the links (the back office app is served at /admin). */
export const INVITATION_PATH = '/admin/invitation/';
export const PASSWORD_RESET_PATH = '/admin/reset-password/';

/** A new link token and the hash to store. */
export function newLinkToken(): { token: string; hash: string } {
  const token = newSessionToken();
  return { token, hash: linkTokenHash(token) };
}

export const linkTokenHash = (token: string): string => sessionId(token);

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function paragraphs(lines: string[], url: string): { text: string; html: string } {
  return {
    text: [...lines, '', url, ''].join('\n'),
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
  };
}

/** Queues the invitation e-mail (in the invitation's transaction). */
export async function enqueueInvitationEmail(
  trx: Transaction,
  {
    siteUrl,
    keyring,
    to,
    role,
    inviter,
    token,
    invitationId,
    now,
  }: { siteUrl: string; keyring: Keyring; to: string; role: StaffRole; inviter: string; token: string; invitationId: number; now: Date },
): Promise<string> {
  const url = `${siteUrl}${INVITATION_PATH}${token}`;
  const body = paragraphs(
    [
      `${inviter} has invited you to the Joognoo back office as ${STAFF_ROLE_LABELS[role].toLowerCase()}.`,
      `Open this link within ${INVITATION_HOURS} hours to choose your name and password. It works once.`,
    ],
    url,
  );
  return enqueueEmail(
    trx,
    INVITATION_EMAIL_KIND,
    { to, subject: 'Your invitation to the Joognoo back office', ...body },
    { subjectType: 'account_token', subjectId: invitationId, personEmail: to },
    { now, secrets: { keyring, values: [token] } },
  );
}

/** Queues the password reset e-mail (in the reset's transaction). */
export async function enqueuePasswordResetEmail(
  trx: Transaction,
  { siteUrl, keyring, to, token, resetId, now }: { siteUrl: string; keyring: Keyring; to: string; token: string; resetId: number; now: Date },
): Promise<string> {
  const url = `${siteUrl}${PASSWORD_RESET_PATH}${token}`;
  const body = paragraphs(
    [
      'Someone asked to reset the password of your Joognoo account.',
      `Open this link within ${PASSWORD_RESET_HOURS} hour to choose a new one. It works once. If it was not you, ignore this e-mail: your password stays as it is.`,
    ],
    url,
  );
  return enqueueEmail(
    trx,
    PASSWORD_RESET_EMAIL_KIND,
    { to, subject: 'Reset your Joognoo password', ...body },
    { subjectType: 'account_token', subjectId: resetId, personEmail: to },
    { now, secrets: { keyring, values: [token] } },
  );
}
