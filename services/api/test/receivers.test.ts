/**
 * The loopback receivers of the delivery and fault tests outlive a sender that dies mid-message:
 * a reset connection is the sender's failure, never an unhandled error of the test run.
 */
import net from 'node:net';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { SmtpReceiver, WebhookReceiver } from './receivers.ts';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/**
 * Connects, writes each line after the server's previous answer (or, for an HTTP request, all
 * at once), then resets the connection (RST), as the kernel does for a SIGKILLed sender.
 */
async function sendThenReset(port: number, lines: readonly string[], awaitAnswers: boolean): Promise<void> {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  await once(socket, 'connect');
  if (awaitAnswers) await once(socket, 'data');
  for (const line of lines) {
    socket.write(line);
    if (awaitAnswers) await once(socket, 'data');
  }
  await sleep(100);
  socket.resetAndDestroy();
  await once(socket, 'close');
}

/** The first line a new connection reads (the SMTP greeting), or the answer to `request`. */
async function firstReply(port: number, request = ''): Promise<string> {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  await once(socket, 'connect');
  if (request) socket.write(request);
  const [chunk] = (await once(socket, 'data')) as [Buffer];
  socket.destroy();
  return chunk.toString('utf8').split('\r\n')[0]!;
}

describe('the SMTP receiver', () => {
  it('goes on serving after senders reset their connections mid-message', async () => {
    const smtp = await SmtpReceiver.start();
    closers.push(() => smtp.close());
    // Several: a listener left from the start of listening would take only the first.
    for (let sender = 0; sender < 3; sender++) {
      await sendThenReset(smtp.port, ['EHLO killed.test\r\n', 'MAIL FROM:<a@killed.test>\r\n', 'RCPT TO:<b@joognoo.test>\r\n', 'DATA\r\n'], true);
    }
    await sleep(200);
    expect(await firstReply(smtp.port)).toMatch(/^220 /);
  });
});

describe('the webhook receiver', () => {
  it('goes on serving after a sender resets its connection mid-body', async () => {
    const hooks = await WebhookReceiver.start('whsec_test');
    closers.push(() => hooks.stop());
    await sendThenReset(hooks.port, ['POST /hooks/joognoo HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{"half":'], false);
    await sleep(200);
    expect(await firstReply(hooks.port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toBe('HTTP/1.1 200 OK');
    expect(hooks.received).toEqual([]);
  });
});
