import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** One request as a fake server saw it. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  /** Arrival time, `Date.now()` milliseconds. */
  at: number;
}

/**
 * A failure a fake answers with instead of its normal answer: an HTTP status (429 carries
 * `Retry-After` when `retryAfter` is given), `hang` (never answers; the socket is closed at
 * `close()`), or `reset` (the connection is dropped without an answer).
 */
export type FakeFailure =
  | { status: number; retryAfter?: number | string; body?: unknown }
  | 'hang'
  | 'reset';

export interface FakeAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeHttpServer {
  /** `http://127.0.0.1:<port>` without a trailing slash. */
  url: string;
  port: number;
  /** Every request received, in arrival order (failed ones included). */
  requests: RecordedRequest[];
  /** Requests received whose path starts with `prefix` (all without one). */
  requestCount(prefix?: string): number;
  /** Resolves with the next request to arrive (for tests that wait on a request, not a timer). */
  nextRequest(): Promise<RecordedRequest>;
  /** The next `count` requests get `failure` instead of their answer. */
  failNext(count: number, failure: FakeFailure): void;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 and a free port, answering through `handler`. */
export async function startFakeHttpServer(handler: FakeHandler): Promise<FakeHttpServer> {
  const requests: RecordedRequest[] = [];
  const failures: FakeFailure[] = [];
  const sockets = new Set<Socket>();
  let waiters: Array<(request: RecordedRequest) => void> = [];

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const parsed = new URL(req.url ?? '/', 'http://127.0.0.1');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      headers: req.headers,
      at: Date.now(),
    };
    requests.push(recorded);
    const waiting = waiters;
    waiters = [];
    for (const resolve of waiting) resolve(recorded);
    const failure = failures.shift();
    if (failure === 'hang') return;
    if (failure === 'reset') {
      req.socket.destroy();
      return;
    }
    if (failure) {
      const headers: Record<string, string> = {};
      if (failure.retryAfter !== undefined) headers['retry-after'] = String(failure.retryAfter);
      send(res, { status: failure.status, body: failure.body ?? { status_message: 'failure requested' }, headers });
      return;
    }
    Promise.resolve()
      .then(() => handler(recorded))
      .then(
        (answer) => send(res, answer),
        (error: unknown) => send(res, { status: 500, body: { status_message: String(error) } }),
      );
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    requestCount: (prefix) => requests.filter((request) => !prefix || request.path.startsWith(prefix)).length,
    nextRequest: () => new Promise((resolve) => waiters.push(resolve)),
    failNext(count, failure) {
      for (let i = 0; i < count; i += 1) failures.push(failure);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function send(res: ServerResponse, answer: FakeAnswer): void {
  const body = JSON.stringify(answer.body);
  res.writeHead(answer.status, {
    'content-type': 'application/json;charset=utf-8',
    'content-length': Buffer.byteLength(body),
    ...answer.headers,
  });
  res.end(body);
}
