import { request as httpRequest, type IncomingMessage } from 'node:http';
import { createLogger, inTransaction, ManualClock } from '@hms/platform';
import { ENGINES, freshStorage } from '@hms/testkit';
import { EventSource } from 'eventsource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Acquisition, createAcquisition, openAcquisitionDatabase } from '../app.ts';
import { loadAcquisitionConfig } from '../config.ts';
import { createTestKey } from '../testing/api-keys.ts';
import { EVENT_KINDS, type ServiceEvent } from './event-kinds.ts';
import { EventsRepository } from './events.repository.ts';
import { EventsService } from './events.service.ts';

/** An EventSource (the `eventsource` package) that sends our key and, if given, a resume point. */
function openStream(url: string, key: string, lastEventId?: number) {
  const received: ServiceEvent[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const source = new EventSource(url, {
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: {
          ...init.headers,
          authorization: `Bearer ${key}`,
          ...(lastEventId !== undefined && !init.headers['Last-Event-ID'] ? { 'Last-Event-ID': String(lastEventId) } : {}),
        },
      }),
  });
  for (const kind of EVENT_KINDS) {
    source.addEventListener(kind, (message) => {
      const event = JSON.parse(message.data) as ServiceEvent;
      expect(message.lastEventId).toBe(String(event.id));
      expect(message.type).toBe(event.kind);
      received.push(event);
      for (const waiter of [...waiters]) {
        if (received.length >= waiter.count) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    });
  }
  const opened = new Promise<void>((resolve, reject) => {
    source.onopen = () => resolve();
    source.onerror = (error) => reject(error);
  });
  return {
    source,
    received,
    opened,
    /** Resolves once `count` events have arrived in total. */
    until(count: number): Promise<void> {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
  };
}

/** A plain HTTP GET of the stream, for what EventSource hides (headers, comments, a reader that stalls). */
function rawStream(url: string, headers: Record<string, string>): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, resolve);
    req.on('error', reject);
    req.end();
  });
}

describe.each(ENGINES)('the event stream on %s', (engine) => {
  const storage = freshStorage(engine);
  let service: Acquisition;
  let base: string;
  let key: string;

  const config = loadAcquisitionConfig(
    { data: storage.dataDir, ...(storage.databaseUrl ? { 'database-url': storage.databaseUrl } : {}) },
    {},
  );
  const start = () =>
    createAcquisition({
      config,
      clock: new ManualClock('2026-03-01T12:00:00.000Z'),
      logger: createLogger({ service: 'acquisition', level: 'silent' }),
      tuning: { eventStream: { heartbeatMs: 100, pollMs: 100, maxBufferBytes: 256 * 1024, retryMs: 50 } },
    });

  /** Writes events the way another process (a CLI command) does: its own connection, no hub. */
  async function recordElsewhere(count: number): Promise<ServiceEvent[]> {
    const database = await openAcquisitionDatabase(config);
    try {
      const other = new EventsService(new EventsRepository(database.db), new ManualClock('2026-03-01T13:00:00.000Z'), createLogger({ service: 'cli', level: 'silent' }));
      return await inTransaction(database.db, async (trx) => {
        const made: ServiceEvent[] = [];
        for (let i = 0; i < count; i++) made.push(await other.record(trx, 'pairing.requested', { n: i }));
        return made;
      });
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    service = await start();
    const address = await service.app.listen({ host: '127.0.0.1', port: 0 });
    base = `${address}/api/v1/events/stream`;
    key = await createTestKey(service, ['read']);
  });
  afterAll(async () => {
    await service.close();
    storage.cleanup();
  });

  const record = (count: number, data: (i: number) => Record<string, unknown> = (i) => ({ n: i })) =>
    inTransaction(service.database.db, async (trx) => {
      const made: ServiceEvent[] = [];
      for (let i = 0; i < count; i++) made.push(await service.events.record(trx, 'title.changed', data(i)));
      return made;
    });

  it('delivers new events live, and resumes after a disconnect with Last-Event-ID without losing or repeating one', async () => {
    await record(3); // history before the client: not sent without a resume point
    const first = openStream(base, key);
    await first.opened;
    const live = await record(3);
    await first.until(3);
    expect(first.received).toEqual(live);
    first.source.close();

    const missed = await record(4);
    const lastSeen = first.received.at(-1)!.id;
    const second = openStream(base, key, lastSeen);
    await second.opened;
    await second.until(4);
    const later = await record(2);
    await second.until(6);
    second.source.close();
    expect(second.received).toEqual([...missed, ...later]);
    expect(second.received.map((e) => e.id)).toEqual(Array.from({ length: 6 }, (_, i) => lastSeen + 1 + i));
  });

  it('replays from ?after= and switches to live without a gap while events keep being committed', async () => {
    const start = await service.events.latestId();
    await record(150);
    const client = openStream(`${base}?after=${start}`, key);
    let written = 150;
    // Keep committing while the replay runs and the client switches to live.
    while (written < 300) {
      await record(10);
      written += 10;
    }
    await client.until(300);
    client.source.close();
    expect(client.received.map((e) => e.id)).toEqual(Array.from({ length: 300 }, (_, i) => start + 1 + i));
  });

  it('sends the stream headers, X-Request-Id, retry and heartbeat comments', async () => {
    const res = await rawStream(base, { authorization: `Bearer ${key}`, 'x-request-id': 'stream-check-1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache, no-transform');
    expect(res.headers['x-request-id']).toBe('stream-check-1');
    let text = '';
    res.setEncoding('utf8');
    await new Promise<void>((resolve) => {
      res.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes(': heartbeat\n\n')) resolve();
      });
    });
    expect(text.startsWith('retry: 50\n')).toBe(true);
    res.destroy();
  });

  it('answers HEAD with the stream headers and no body', async () => {
    const res = await service.app.inject({ method: 'HEAD', url: '/api/v1/events/stream', headers: { authorization: `Bearer ${key}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.body).toBe('');
  });

  it('refuses a bad Last-Event-ID with invalid_input before streaming', async () => {
    const res = await service.app.inject({
      method: 'GET',
      url: '/api/v1/events/stream',
      headers: { authorization: `Bearer ${key}`, 'last-event-id': 'yesterday' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('invalid_input');
  });

  it('drops a client that stops reading, keeps serving the others, and the dropped one resumes losing nothing', async () => {
    const start = await service.events.latestId();
    const stalled = await rawStream(`${base}?after=${start}`, { authorization: `Bearer ${key}` });
    stalled.pause(); // reads nothing: the socket fills, then the service's buffer for it
    const healthy = openStream(`${base}?after=${start}`, key);
    await healthy.opened;
    expect(service.eventStream.connectionCount).toBe(2);
    let reconnects = 0;
    healthy.source.onerror = () => {
      reconnects++;
    };
    const filler = 'x'.repeat(16 * 1024);
    let written = 0;
    // Bursts of 10 events (160 KiB, within the 256 KiB buffer) until the stalled reader is cut off.
    while (service.eventStream.connectionCount === 2) {
      await record(10, (i) => ({ n: written + i, filler }));
      written += 10;
      await healthy.until(written);
      expect(written).toBeLessThan(5000);
    }
    await record(10, (i) => ({ n: written + i, filler }));
    written += 10;
    await healthy.until(written);
    healthy.source.close();
    expect(reconnects).toBe(0);
    expect(healthy.received.map((e) => e.id)).toEqual(Array.from({ length: written }, (_, i) => start + 1 + i));

    // What reached the stalled client before the cut is a gap-free prefix; then its stream ended.
    let text = '';
    stalled.setEncoding('utf8');
    stalled.on('data', (chunk: string) => {
      text += chunk;
    });
    stalled.on('error', () => undefined);
    stalled.resume();
    await new Promise<void>((resolve) => stalled.once('close', () => resolve()));
    const ids = [...text.matchAll(/^id: (\d+)\n[^\n]*\ndata: [^\n]*\n\n/gm)].map((m) => Number(m[1]));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThan(written);
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => start + 1 + i));

    const back = openStream(base, key, ids.at(-1));
    await back.until(written - ids.length);
    back.source.close();
    expect(back.received.map((e) => e.id)).toEqual(Array.from({ length: written - ids.length }, (_, i) => ids.at(-1)! + 1 + i));
  });

  it('ends open streams when the service closes, so closing never hangs on them', async () => {
    const other = await start();
    const otherAddress = await other.app.listen({ host: '127.0.0.1', port: 0 });
    const stream = await rawStream(`${otherAddress}/api/v1/events/stream`, { authorization: `Bearer ${key}` });
    expect(stream.statusCode).toBe(200);
    stream.resume();
    const ended = new Promise<void>((resolve) => stream.once('close', () => resolve()));
    await other.close();
    await ended;
    expect(other.eventStream.connectionCount).toBe(0);
  });

  it('picks up events another process writes, by polling the log', async () => {
    const client = openStream(base, key);
    await client.opened;
    const written = await recordElsewhere(2);
    await client.until(2);
    client.source.close();
    expect(client.received).toEqual(written);
  });
});
