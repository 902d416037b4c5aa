import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One mail the sink received, decoded far enough for tests to read links in it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded body of a single-part text mail (quoted-printable and base64 undone). */
  text: string;
  raw: string;
}

export interface SmtpSink {
  host: string;
  port: number;
  /** `smtp://127.0.0.1:<port>` (no TLS, no authentication). */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next mail to arrive (or the oldest not yet taken). */
  next(): Promise<ReceivedMail>;
  /** Refuses every following mail with this SMTP code (e.g. 550), or accepts again with null. */
  refuseWith(code: number | null): void;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** Splits a raw single-part message into headers and a decoded body. */
export function parseMail(raw: string): { subject: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { subject: decodeHeader(header('Subject')), text: text.replace(/\r\n/g, '\n') };
}

/**
 * A tiny real SMTP server on 127.0.0.1 that keeps every mail it is given, so mail links
 * (invitations, address checks) can be followed in tests.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  let taken = 0;
  let refusal: number | null = null;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusal !== null) {
          const error = new Error('refused by the test') as Error & { responseCode: number };
          error.responseCode = refusal;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parseMail(raw),
          raw,
        };
        received.push(mail);
        const waiter = waiting.shift();
        if (waiter) {
          taken += 1;
          waiter(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    next() {
      if (taken < received.length) {
        const mail = received[taken] as ReceivedMail;
        taken += 1;
        return Promise.resolve(mail);
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    refuseWith(code) {
      refusal = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
