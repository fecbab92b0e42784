// What the notification tests listen with: a webhook receiver (node:http) and a mail server
// (smtp-server, with a user and password) on 127.0.0.1, each keeping what it received, and
// a reader for the plain-text e-mails nodemailer writes (quoted-printable when it must).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  json: Record<string, unknown>;
}

export interface WebhookReceiver {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (raw += d));
    req.on('end', () => {
      received.push({ headers: req.headers, raw, json: JSON.parse(raw) as Record<string, unknown> });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/T000/B000/key-of-the-channel`,
    received,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** A port nothing listens on (a webhook receiver that is down). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

export interface Mail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  body: string;
}

export interface MailServer {
  port: number;
  user: string;
  password: string;
  mails: Mail[];
  /** Sign-ins refused (a wrong password). */
  refused: number;
  /** TCP connections the server accepted, and the passwords it was given (right or wrong). */
  connections: number;
  passwordsSeen: string[];
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const m = soft[i] === '=' ? /^[0-9A-F]{2}/.exec(soft.slice(i + 1, i + 3)) : null;
    if (m) {
      bytes.push(parseInt(m[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The subject and the plain-text body of one message nodemailer wrote. */
export function readMail(raw: string): { subject: string; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string): string => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const text = raw.slice(split + 4);
  const body = /quoted-printable/i.test(header('Content-Transfer-Encoding')) ? decodeQuotedPrintable(text) : text;
  return { subject: header('Subject'), body: body.replace(/\r\n/g, '\n') };
}

export interface MailServerOptions {
  /** The loopback address to listen on (default 127.0.0.1). */
  host?: string;
  /** Offer STARTTLS with this certificate (else the server is plain TCP only). */
  starttls?: { cert: string; key: string };
}

export async function startMailServer(user: string, password: string, o: MailServerOptions = {}): Promise<MailServer> {
  const held = { mails: [] as Mail[], refused: 0, connections: 0, passwordsSeen: [] as string[] };
  const server = new SMTPServer({
    secure: false,
    // A server on this machine without TLS (the CLI's --smtp-tls none is for exactly that).
    allowInsecureAuth: !o.starttls,
    ...(o.starttls ? { cert: o.starttls.cert, key: o.starttls.key } : { disabledCommands: ['STARTTLS'] }),
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onConnect(_session, cb) {
      held.connections++;
      cb();
    },
    onAuth(auth, _session, cb) {
      if (auth.password) held.passwordsSeen.push(auth.password);
      if (auth.username === user && auth.password === password) return cb(null, { user });
      held.refused++;
      return cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        held.mails.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw, ...readMail(raw) });
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, o.host ?? '127.0.0.1', r));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    user,
    password,
    mails: held.mails,
    get refused() {
      return held.refused;
    },
    get connections() {
      return held.connections;
    },
    passwordsSeen: held.passwordsSeen,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
