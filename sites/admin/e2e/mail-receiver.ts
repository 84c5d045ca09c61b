/**
 * The e2e run's mail receiver (a second Playwright webServer): the API test suite's loopback
 * SMTP server, each message written as a JSON file under `<ADMIN_E2E_DATA_DIR>/received/` for
 * the specs to read (they run in other processes). Port: ADMIN_E2E_PORT + 2; ADMIN_E2E_PORT + 1
 * answers 200 to Playwright's readiness probe once SMTP listens.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { SmtpReceiver } from '@joognoo/api/testing/receivers';

const port = Number(process.env.ADMIN_E2E_PORT ?? 4327);
const directory = path.join(process.env.ADMIN_E2E_DATA_DIR ?? '.', 'received');
fs.mkdirSync(directory, { recursive: true });
let sequence = 0;

const smtp = await SmtpReceiver.start(port + 2);
smtp.onMessage = ({ parsed, envelopeTo }) =>
  fs.writeFileSync(
    path.join(directory, `mail-${Date.now()}-${(sequence += 1)}.json`),
    JSON.stringify({ envelopeTo, subject: parsed.subject, text: parsed.text, html: parsed.html }),
  );
http.createServer((_request, response) => response.end('ok')).listen(port + 1, '127.0.0.1');
