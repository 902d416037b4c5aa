import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a webhook receiver got, with the body exactly as it arrived. */
export interface ReceivedWebhook {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
}

/** How the receiver answers: a status (with `Location` for redirects), or no answer at all. */
export type WebhookAnswer = { status: number; location?: string } | 'hang';

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>` without a trailing slash. */
  url: string;
  received: ReceivedWebhook[];
  /** Resolves once `count` requests have arrived in total. */
  until(count: number): Promise<ReceivedWebhook[]>;
  /** Answers the following requests with these, in order; the last one repeats. */
  answer(...answers: WebhookAnswer[]): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 that receives signed webhook deliveries and keeps the raw
 * bytes, so tests can check signatures with an independent verifier. It can answer with any
 * status, a redirect, or hang to provoke the sender's timeout.
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let answers: WebhookAnswer[] = [{ status: 200 }];
  const hanging = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? 'POST',
        path: req.url ?? '/',
        headers: req.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (answer === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
      } else {
        res.writeHead(answer.status, answer.location ? { location: answer.location } : {});
        res.end('ok');
      }
      for (const waiter of [...waiters]) {
        if (received.length >= waiter.count) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    async until(count) {
      if (received.length < count) await new Promise<void>((resolve) => waiters.push({ count, resolve }));
      return received;
    },
    answer(...next) {
      answers = next.length > 0 ? next : [{ status: 200 }];
    },
    close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
