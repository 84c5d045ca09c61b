/**
 * The e2e run's lead receivers (a second Playwright webServer): the API test suite's loopback
 * SMTP server and signature-checking webhook receiver, each message written as a JSON file
 * under `<WEB_E2E_DATA_DIR>/received/` for the specs to read (they run in other processes).
 * Ports: WEB_E2E_PORT + 1 (webhooks; GET answers 200 for the readiness probe), + 2 (SMTP).
 */
import fs from 'node:fs';
import path from 'node:path';
import { SmtpReceiver, WebhookReceiver } from '@joognoo/api/testing/receivers';

const port = Number(process.env.WEB_E2E_PORT ?? 4317);
const directory = path.join(process.env.WEB_E2E_DATA_DIR ?? '.', 'received');
const secret = process.env.LEAD_WEBHOOK_SECRET;
if (!secret) throw new Error('LEAD_WEBHOOK_SECRET is not set (playwright.config.ts sets it)');
fs.mkdirSync(directory, { recursive: true });
let sequence = 0;
const write = (kind: string, value: unknown) =>
  fs.writeFileSync(path.join(directory, `${kind}-${Date.now()}-${(sequence += 1)}.json`), JSON.stringify(value));

const hooks = await WebhookReceiver.start(secret, port + 1);
hooks.onWebhook = (hook) => write('webhook', hook);
const smtp = await SmtpReceiver.start(port + 2);
smtp.onMessage = ({ parsed, envelopeTo }) =>
  write('mail', {
    envelopeTo,
    subject: parsed.subject,
    replyTo: parsed.replyTo?.value,
    text: parsed.text,
    html: parsed.html,
    delivery: parsed.headers.get('joognoo-delivery'),
    // Every header as written (e.g. List-Unsubscribe, which mailparser would restructure).
    headerLines: parsed.headerLines,
    // The attachments (an application's CV): name, type, size and the first bytes.
    attachments: (parsed.attachments ?? []).map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      size: file.content.length,
      head: file.content.subarray(0, 8).toString('latin1'),
    })),
  });
process.stdout.write(`receivers: webhooks ${hooks.url}, SMTP ${smtp.url}, files in ${directory}\n`);
