/**
 * Sends queued e-mails: over SMTP with nodemailer when SMTP_URL is set, otherwise each
 * message is written as `<DATA_DIR>/outbox-mail/<delivery id>.eml` and its path logged (the
 * embedded default: nothing is dropped, a developer opens the file). Every message carries
 * `Joognoo-Delivery: <delivery id>` and a Message-ID made from it, so a retried message is
 * recognisably the same one.
 */
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { EmailMessage } from './store/outbox.ts';
import type { SendResult } from './result.ts';
import { PRIVATE_FILE_MODE, ensurePrivateDir } from '../security/private-files.ts';

export const MAIL_DIR_NAME = 'outbox-mail';
/** Timeouts of one SMTP conversation (all below the default 60 s lease). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** A file to attach, read by the worker from its storage (EmailMessage.attachments names it). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  send(deliveryId: string, message: EmailMessage, attachments?: readonly MailAttachment[]): Promise<SendResult>;
  close(): void;
}

function domainOf(from: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost';
}

/** The nodemailer message of a queued e-mail: its own headers plus the delivery id. */
function mailOptions(from: string, deliveryId: string, message: EmailMessage, attachments: readonly MailAttachment[] = []) {
  return {
    ...(attachments.length > 0 ? { attachments: attachments.map((file) => ({ ...file })) } : {}),
    from,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: `<${deliveryId}@${domainOf(from)}>`,
    headers: { ...message.headers, 'Joognoo-Delivery': deliveryId },
  };
}

/** An SMTP error: a reply code (4xx: try again, 5xx: refused) or a connection problem. */
function smtpFailure(error: unknown): SendResult {
  const { responseCode, response, code, message } = error as { responseCode?: number; response?: string; code?: string; message?: string };
  const reply = typeof response === 'string' ? response.split('\n', 1)[0]!.slice(0, 500) : null;
  return {
    ok: false,
    permanent: typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600,
    response: reply,
    error: reply ? `SMTP ${code ?? 'error'}: ${reply}` : `SMTP ${code ?? 'error'}: ${String(message ?? error).split('\n', 1)[0]}`,
  };
}

export function createMailer(config: Pick<Config, 'mail' | 'dataDir'>, logger: Logger): Mailer {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl) {
    const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 5, ...SMTP_TIMEOUTS } as never);
    return {
      async send(deliveryId, message, attachments) {
        try {
          const info = (await transport.sendMail(mailOptions(from, deliveryId, message, attachments))) as { response?: string };
          return { ok: true, response: String(info.response ?? '250').slice(0, 500) };
        } catch (error) {
          return smtpFailure(error);
        }
      },
      close: () => transport.close(),
    };
  }
  const directory = path.join(config.dataDir, MAIL_DIR_NAME);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(deliveryId, message, attachments) {
      try {
        const info = (await transport.sendMail(mailOptions(from, deliveryId, message, attachments))) as { message: Buffer };
        ensurePrivateDir(directory);
        const file = path.join(directory, `${deliveryId}.eml`);
        // Written whole or not at all: a retry after a crash replaces it. Owner-only: it holds
        // live links and attached CVs.
        fs.writeFileSync(`${file}.tmp`, info.message, { mode: PRIVATE_FILE_MODE });
        fs.renameSync(`${file}.tmp`, file);
        logger.info({ msg: 'mail written', delivery: deliveryId, path: file });
        return { ok: true, response: `written to ${file}` };
      } catch (error) {
        return { ok: false, permanent: false, response: null, error: `Cannot write the .eml file: ${(error as { code?: string }).code ?? String(error)}` };
      }
    },
    close() {},
  };
}
