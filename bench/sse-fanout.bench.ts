/**
 * SSE fan-out: 500 clients hold /api/v1/events/stream open on a service listening on loopback;
 * events are committed one after another and the time from each commit to its arrival at every
 * client is measured. Prints the median, p99 and worst of all samples. The clients run in the
 * same process as the service, so their parsing competes with it for the one event loop: the
 * figures are an upper bound for a service with clients on other machines.
 * SQLite in a temp folder; set DATABASE_URL to measure PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, inTransaction } from '../packages/platform/src/index.ts';
import { createAcquisition } from '../packages/acquisition/src/app.ts';
import { loadAcquisitionConfig } from '../packages/acquisition/src/config.ts';
import { createTestKey } from '../packages/acquisition/src/testing/api-keys.ts';

const CLIENTS = 500;
const EVENTS = 40;
const WARM_UP = 5; // first events pay for JIT compilation; not counted
const CLIENTS_PER_KEY = 20; // stays inside a key's burst allowance while connecting

const dataDir = mkdtempSync(join(tmpdir(), 'bench-sse-'));
const config = loadAcquisitionConfig(
  { data: dataDir, ...(process.env.DATABASE_URL ? { 'database-url': process.env.DATABASE_URL } : {}) },
  {},
);
const service = await createAcquisition({ config, logger: createLogger({ service: 'acquisition', level: 'silent' }) });
const address = await service.app.listen({ host: '127.0.0.1', port: 0 });

const keys: string[] = [];
for (let i = 0; i < Math.ceil(CLIENTS / CLIENTS_PER_KEY); i++) keys.push(await createTestKey(service, ['read'], `bench ${i}`));

/** Per event id: when it committed, and how many clients have it. */
const committedAt = new Map<number, number>();
const arrivals = new Map<number, number>();
const waiters = new Map<number, () => void>();
const samples: number[] = [];

const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
const sockets: { destroy(): void }[] = [];

function connect(key: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${address}/api/v1/events/stream`,
      { agent, headers: { authorization: `Bearer ${key}`, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        sockets.push(res);
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          const now = performance.now();
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const message = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const id = /^id: (\d+)$/m.exec(message)?.[1];
            if (id) {
              const n = Number(id);
              if (n > WARM_UP) samples.push(now - committedAt.get(n)!);
              const count = (arrivals.get(n) ?? 0) + 1;
              arrivals.set(n, count);
              if (count === CLIENTS) waiters.get(n)?.();
            }
            end = buffer.indexOf('\n\n');
          }
        });
        resolve();
      },
    );
    req.on('error', reject);
    req.end();
  });
}

for (let i = 0; i < CLIENTS; i++) await connect(keys[Math.floor(i / CLIENTS_PER_KEY)]!);
// Each stream is live once it has its `retry:` preamble; give the last ones a moment to attach.
while (service.eventStream.connectionCount < CLIENTS) await new Promise((r) => setTimeout(r, 10));

for (let i = 0; i < WARM_UP + EVENTS; i++) {
  const event = await inTransaction(service.database.db, (trx) =>
    service.events.record(trx, 'title.changed', { ref: `catalog:${1000 + i}`, n: i }),
  );
  // record() resolves inside the transaction; the commit is when inTransaction returns.
  committedAt.set(event.id, performance.now());
  if ((arrivals.get(event.id) ?? 0) < CLIENTS) await new Promise<void>((resolve) => waiters.set(event.id, resolve));
}

samples.sort((a, b) => a - b);
const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
console.log(
  `sse fan-out (${service.database.engine}): ${CLIENTS} clients x ${EVENTS} events = ${samples.length} arrivals; ` +
    `commit to arrival median ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms, max ${samples.at(-1)!.toFixed(2)} ms`,
);

for (const socket of sockets) socket.destroy();
await service.close();
rmSync(dataDir, { recursive: true, force: true });
