/**
 * Real receivers on loopback for delivery tests: an SMTP server (smtp-server) whose
 * messages are parsed with mailparser, and an HTTP webhook receiver that verifies
 * `Joognoo-Signature` the way the README tells receivers to.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface ReceivedMail {
  parsed: ParsedMail;
  envelopeTo: string[];
  raw: string;
}

/**
 * An SMTP server on 127.0.0.1 (no TLS, no auth). `replies` is consumed one per message:
 * a number 4xx/5xx refuses the message with that code, anything else (or none left) accepts.
 */
export class SmtpReceiver {
  readonly messages: ReceivedMail[] = [];
  replies: number[] = [];
  /** Called with each accepted message (e.g. to write it where another process reads it). */
  onMessage: ((mail: ReceivedMail) => void) | undefined;
  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  static async start(port = 0): Promise<SmtpReceiver> {
    let receiver: SmtpReceiver | undefined;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const code = receiver!.replies.shift();
          if (code !== undefined && code >= 400) {
            callback(Object.assign(new Error(code < 500 ? 'Try again later' : 'Mailbox unavailable'), { responseCode: code }));
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw).then(
            (parsed) => {
              const mail = { parsed, raw, envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) };
              receiver!.messages.push(mail);
              receiver!.onMessage?.(mail);
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    // smtp-server reports each client's socket error on the server object; a sender killed
    // mid-message (the fault tests SIGKILL the API) resets its connection, which without a
    // listener would be thrown as an unhandled error. The receiver goes on serving others.
    server.on('error', () => {});
    const address = (server as unknown as { server: http.Server }).server.address() as AddressInfo;
    receiver = new SmtpReceiver(server, address.port);
    return receiver;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export interface ReceivedWebhook {
  deliveryId: string;
  body: string;
  event: { type: string; id: string; createdAt: string; data: Record<string, unknown> };
  signatureValid: boolean;
}

/** The README's verification: HMAC-SHA256 of "<t>.<body>", compared in constant time, t within 5 minutes. */
export function verifySignature(secret: string, header: string | undefined, body: string, nowSeconds = Date.now() / 1000): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) && Math.abs(nowSeconds - Number(parts.t)) <= 300;
}

/**
 * An HTTP receiver on 127.0.0.1. Answers `status` (default 200) after `delayMs`; counts
 * every POST per delivery id and the most POSTs of one id in flight at once. `stop()` closes
 * the port (connections refused), `start()` listens again on the same one.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  /** Deliveries answered 2xx, by id: how many times each. */
  readonly accepted = new Map<string, number>();
  status = 200;
  delayMs = 0;
  /** Called with each POST as it is answered. */
  onWebhook: ((hook: ReceivedWebhook) => void) | undefined;
  /** The most requests of one delivery id in flight at the same moment. */
  maxConcurrentPerId = 0;
  /** TCP connections accepted (a refused target must not even connect). */
  connections = 0;
  private readonly inFlight = new Map<string, number>();
  private server: http.Server | undefined;

  private constructor(
    readonly secret: string,
    public port: number,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks/joognoo`;
  }

  static async start(secret: string, port = 0): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver(secret, port);
    await receiver.start();
    return receiver;
  }

  async start(): Promise<void> {
    const server = http.createServer((request, response) => {
      if (request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'text/plain' }).end('webhook receiver'); // readiness probes
        return;
      }
      // A sender killed mid-request (the fault tests SIGKILL the API) resets the connection:
      // the request and the late answer then fail, which is the sender's failure to record,
      // not an error of the receiver.
      request.on('error', () => {});
      response.on('error', () => {});
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const deliveryId = String(request.headers['joognoo-delivery'] ?? '');
        const now = (this.inFlight.get(deliveryId) ?? 0) + 1;
        this.inFlight.set(deliveryId, now);
        this.maxConcurrentPerId = Math.max(this.maxConcurrentPerId, now);
        const signatureValid = verifySignature(this.secret, request.headers['joognoo-signature'] as string | undefined, body);
        let event: ReceivedWebhook['event'];
        try {
          event = JSON.parse(body) as ReceivedWebhook['event'];
        } catch {
          event = { type: '', id: '', createdAt: '', data: {} };
        }
        const status = signatureValid ? this.status : 401;
        setTimeout(() => {
          this.inFlight.set(deliveryId, (this.inFlight.get(deliveryId) ?? 1) - 1);
          const hook = { deliveryId, body, event, signatureValid };
          this.received.push(hook);
          this.onWebhook?.(hook);
          if (status >= 200 && status < 300) this.accepted.set(deliveryId, (this.accepted.get(deliveryId) ?? 0) + 1);
          response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no');
        }, this.delayMs);
      });
    });
    server.on('connection', () => {
      this.connections += 1;
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
