import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST a callback receiver got. */
export interface ReceivedCallback {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body parsed as JSON (the raw text when it is not JSON). */
  body: unknown;
}

export interface CallbackReceiver {
  /** `http://127.0.0.1:<port>` without a trailing slash. */
  url: string;
  received: ReceivedCallback[];
  /** Resolves with the next callback to arrive (or the oldest not yet taken). */
  next(): Promise<ReceivedCallback>;
  /** Answers every following callback with this status (and `Location` for redirects). */
  answerWith(status: number, location?: string): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 that records what integrations' webhooks would receive
 * (push callbacks, notification webhooks), so tests can read the messages and their codes.
 */
export async function startCallbackReceiver(): Promise<CallbackReceiver> {
  const received: ReceivedCallback[] = [];
  const waiting: ((callback: ReceivedCallback) => void)[] = [];
  let taken = 0;
  let status = 200;
  let location: string | undefined;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      const callback = { method: req.method ?? 'POST', path: req.url ?? '/', headers: req.headers, body };
      received.push(callback);
      res.writeHead(status, location ? { location } : {});
      res.end();
      const waiter = waiting.shift();
      if (waiter) {
        taken += 1;
        waiter(callback);
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    next() {
      if (taken < received.length) {
        const callback = received[taken]!;
        taken += 1;
        return Promise.resolve(callback);
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    answerWith(nextStatus, nextLocation) {
      status = nextStatus;
      location = nextLocation;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
