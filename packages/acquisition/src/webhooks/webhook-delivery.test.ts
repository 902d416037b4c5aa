import { createLogger, inTransaction, ManualClock } from '@hms/platform';
import { ENGINES, freshStorage, startWebhookReceiver, type WebhookReceiver } from '@hms/testkit';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Acquisition, createAcquisition } from '../app.ts';
import { loadAcquisitionConfig } from '../config.ts';
import type { EventKind } from '../events/event-kinds.ts';
import { ownerHeaders } from '../testing/api-keys.ts';
import { verifySignature } from './webhook-signature.ts';

const stripe = new Stripe('sk_test_not_used_for_requests');

describe.each(ENGINES)('webhook deliveries on %s', (engine) => {
  const storage = freshStorage(engine);
  const clock = new ManualClock('2026-03-01T12:00:00.000Z');
  let service: Acquisition;
  let receiver: WebhookReceiver;
  let owner: Record<string, string>;

  /** A service on the test's storage; called again to simulate a restart. */
  async function start(): Promise<Acquisition> {
    const config = loadAcquisitionConfig(
      { data: storage.dataDir, ...(storage.databaseUrl ? { 'database-url': storage.databaseUrl } : {}) },
      {},
    );
    return createAcquisition({
      config,
      clock,
      logger: createLogger({ service: 'acquisition', level: 'silent' }),
      tuning: { webhookTimeoutMs: 300 },
    });
  }

  beforeAll(async () => {
    service = await start();
    owner = await ownerHeaders(service);
  });
  afterEach(async () => {
    await receiver?.close();
  });
  afterAll(async () => {
    await service.close();
    storage.cleanup();
  });

  const record = (kind: EventKind, data: Record<string, unknown>) =>
    inTransaction(service.database.db, (trx) => service.events.record(trx, kind, data));

  async function addTarget(body: Record<string, unknown>) {
    const res = await service.app.inject({ method: 'POST', url: '/api/webhooks', headers: owner, payload: body });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; secret: string; url: string };
  }

  async function removeTarget(id: number) {
    const res = await service.app.inject({ method: 'DELETE', url: `/api/webhooks/${id}`, headers: owner });
    expect(res.statusCode, res.body).toBe(204);
  }

  async function deliveries(id: number) {
    const res = await service.app.inject({ method: 'GET', url: `/api/webhooks/${id}/deliveries`, headers: owner });
    expect(res.statusCode).toBe(200);
    return res.json().items as Record<string, unknown>[];
  }

  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  it('signs each delivery so an independent verifier (stripe) accepts it, and refuses one changed byte', async () => {
    receiver = await startWebhookReceiver();
    const target = await addTarget({ url: `${receiver.url}/hooks/acquisition`, kinds: ['title.added'] });
    expect(target.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    const event = await record('title.added', { kind: 'movie', ref: 'catalog:603', title: 'The Matrix – 1999 ✓' });
    expect(await service.webhookDeliveries.runDue()).toBe(1);

    const [got] = await receiver.until(1);
    expect(got!.path).toBe('/hooks/acquisition');
    expect(got!.rawBody).toBe(JSON.stringify(event));
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.headers['x-service-event']).toBe('title.added');
    expect(got!.headers['x-service-delivery']).toMatch(/^dlv_[0-9a-f-]{36}$/);
    const header = got!.headers['x-service-signature'] as string;
    expect(header).toMatch(new RegExp(`^t=${nowSeconds()},v1=[0-9a-f]{64}$`));

    const verified = stripe.webhooks.constructEvent(got!.rawBody, header, target.secret, 300, undefined, clock.now().getTime());
    expect(verified).toEqual(event);
    expect(verifySignature(target.secret, header, got!.rawBody, nowSeconds())).toBe(true);

    const body = Buffer.from(got!.rawBody);
    body[10] = body[10]! ^ 1;
    expect(() => stripe.webhooks.constructEvent(body.toString(), header, target.secret, 300, undefined, clock.now().getTime())).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => stripe.webhooks.constructEvent(got!.rawBody, header, 'whsec_other', 300, undefined, clock.now().getTime())).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(verifySignature(target.secret, header, body.toString(), nowSeconds())).toBe(false);
    // stripe measures the age from receivedAt (ms): within its 300 s tolerance it accepts ...
    expect(stripe.webhooks.constructEvent(got!.rawBody, header, target.secret, 300, undefined, clock.now().getTime() + 299_000)).toEqual(event);
    // ... past it the same signature is refused as too old. the same signature is refused as too old.
    expect(() => stripe.webhooks.constructEvent(got!.rawBody, header, target.secret, 300, undefined, clock.now().getTime() + 301_000)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );

    const [history] = await deliveries(target.id);
    expect(history).toMatchObject({
      id: got!.headers['x-service-delivery'],
      event_id: event.id,
      event_kind: 'title.added',
      status: 'delivered',
      attempts: 1,
      http_status: 200,
      error: null,
      next_attempt_at: null,
    });
    await removeTarget(target.id);
  });

  it('retries after 1, 5, 30 and 120 minutes across restarts with the same delivery id, then gives up', async () => {
    receiver = await startWebhookReceiver();
    receiver.answer({ status: 500 });
    const target = await addTarget({ url: receiver.url, kinds: ['download.failed'] });
    const event = await record('download.failed', { ref: 'catalog:27205' });
    const attemptTimes: string[] = [];

    const runAndCount = async () => {
      const made = await service.webhookDeliveries.runDue();
      for (let i = 0; i < made; i++) attemptTimes.push(clock.now().toISOString());
      return made;
    };
    const restart = async () => {
      await service.close();
      service = await start();
    };

    expect(await runAndCount()).toBe(1);
    let [history] = await deliveries(target.id);
    expect(history).toMatchObject({ status: 'pending', attempts: 1, http_status: 500, error: 'HTTP 500' });
    expect(history!.next_attempt_at).toBe(new Date(clock.now().getTime() + 60_000).toISOString());

    for (const [minutes, restartBefore] of [
      [1, false],
      [5, true],
      [30, false],
      [120, true],
    ] as const) {
      if (restartBefore) await restart();
      clock.advance(minutes * 60_000 - 1000);
      expect(await runAndCount(), `not yet due before ${minutes} min`).toBe(0);
      clock.advance(1000);
      expect(await runAndCount(), `due after ${minutes} min`).toBe(1);
    }
    [history] = await deliveries(target.id);
    expect(history).toMatchObject({ status: 'failed', attempts: 5, http_status: 500, error: 'HTTP 500', next_attempt_at: null });
    expect(history!.finished_at).toBe(clock.now().toISOString());

    clock.advance(24 * 60 * 60_000);
    expect(await runAndCount()).toBe(0);

    const gaps = attemptTimes.slice(1).map((at, i) => (Date.parse(at) - Date.parse(attemptTimes[i]!)) / 60_000);
    expect(gaps).toEqual([1, 5, 30, 120]);
    const requests = await receiver.until(5);
    expect(requests).toHaveLength(5);
    expect(new Set(requests.map((r) => r.headers['x-service-delivery'])).size).toBe(1);
    expect(requests[0]!.headers['x-service-delivery']).toBe(history!.id);
    expect(new Set(requests.map((r) => r.rawBody))).toEqual(new Set([JSON.stringify(event)]));

    // The owner can send a given-up delivery again: same id, schedule from the start.
    receiver.answer({ status: 204 });
    const again = await service.app.inject({
      method: 'POST',
      url: `/api/webhooks/${target.id}/deliveries/${history!.id}/redeliver`,
      headers: owner,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await runAndCount()).toBe(1);
    expect((await receiver.until(6))[5]!.headers['x-service-delivery']).toBe(history!.id);
    expect((await deliveries(target.id))[0]).toMatchObject({ status: 'delivered', attempts: 1, http_status: 204 });
    const twice = await service.app.inject({
      method: 'POST',
      url: `/api/webhooks/${target.id}/deliveries/${history!.id}/redeliver`,
      headers: owner,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('delivery_not_failed');
    await removeTarget(target.id);
  });

  it('fails an attempt on a receiver that does not answer in time, and on a redirect it never follows', async () => {
    receiver = await startWebhookReceiver();
    const elsewhere = await startWebhookReceiver();
    try {
      receiver.answer('hang', { status: 302, location: `${elsewhere.url}/stolen` });
      const target = await addTarget({ url: receiver.url, kinds: ['file.imported'] });
      await record('file.imported', { ref: 'catalog:157336' });
      expect(await service.webhookDeliveries.runDue()).toBe(1);
      let [history] = await deliveries(target.id);
      expect(history).toMatchObject({ status: 'pending', attempts: 1, http_status: null, error: 'timeout' });
      expect(history!.duration_ms as number).toBeGreaterThanOrEqual(250);

      clock.advance(60_000);
      expect(await service.webhookDeliveries.runDue()).toBe(1);
      [history] = await deliveries(target.id);
      expect(history).toMatchObject({ status: 'pending', attempts: 2, http_status: 302 });
      expect(history!.error).toContain('not followed');
      expect(elsewhere.received).toEqual([]);
      await removeTarget(target.id);
    } finally {
      await elsewhere.close();
    }
  });

  it('delivers only the chosen kinds, starts a new target at the newest event, and sends nothing while disabled', async () => {
    receiver = await startWebhookReceiver();
    await record('title.added', { ref: 'before-the-target' });
    const target = await addTarget({ url: receiver.url, kinds: ['title.added', 'file.deleted'] });
    await record('title.changed', { ref: 'not-chosen' });
    const wanted = await record('file.deleted', { ref: 'chosen' });
    expect(await service.webhookDeliveries.runDue()).toBe(1);
    expect((await receiver.until(1)).map((r) => JSON.parse(r.rawBody))).toEqual([wanted]);

    const off = await service.app.inject({
      method: 'PATCH',
      url: `/api/webhooks/${target.id}`,
      headers: owner,
      payload: { enabled: false },
    });
    expect(off.json()).toMatchObject({ enabled: false, kinds: ['title.added', 'file.deleted'] });
    await record('title.added', { ref: 'while-disabled' });
    expect(await service.webhookDeliveries.runDue()).toBe(0);

    await service.app.inject({ method: 'PATCH', url: `/api/webhooks/${target.id}`, headers: owner, payload: { enabled: true, kinds: null } });
    const any = await record('download.completed', { ref: 'catalog:603' });
    // Every kind now; other modules may record events of their own meanwhile, so look for ours.
    expect(await service.webhookDeliveries.runDue()).toBeGreaterThanOrEqual(1);
    expect((await receiver.until(2)).slice(1).map((r) => JSON.parse(r.rawBody))).toContainEqual(any);
    const ids = (await deliveries(target.id)).map((d) => d.event_id);
    expect(ids).toContain(any.id);
    expect(ids.at(-1)).toBe(wanted.id);
    await removeTarget(target.id);
  });

  it('keeps a hanging receiver from delaying the others, and sends each target its events in order', async () => {
    receiver = await startWebhookReceiver();
    const slow = await startWebhookReceiver();
    try {
      slow.answer('hang');
      const kinds = ['search.started', 'search.finished'];
      const slowTarget = await addTarget({ url: slow.url, kinds });
      const fastTarget = await addTarget({ url: receiver.url, kinds });
      const first = await record('search.started', { ref: 'catalog:1396' });
      const second = await record('search.finished', { ref: 'catalog:1396' });
      const run = service.webhookDeliveries.runDue();
      const got = await receiver.until(2);
      // The slow receiver's first attempt is still waiting for its answer.
      const [slowFirst] = (await deliveries(slowTarget.id)).filter((d) => d.event_id === first.id);
      expect(slowFirst!.status).toBe('delivering');
      expect(got.map((r) => JSON.parse(r.rawBody).id)).toEqual([first.id, second.id]);
      expect(await run).toBe(4);
      expect((await deliveries(slowTarget.id)).map((d) => d.error)).toEqual(['timeout', 'timeout']);
      await removeTarget(slowTarget.id);
      await removeTarget(fastTarget.id);
    } finally {
      await slow.close();
    }
  });

  it('trims the history: delivered deliveries after 30 days, failed ones after 90', async () => {
    receiver = await startWebhookReceiver();
    const target = await addTarget({ url: receiver.url, kinds: ['file.upgraded'] });
    await record('file.upgraded', { ref: 'catalog:603' });
    await service.webhookDeliveries.runDue();
    expect((await deliveries(target.id)).map((d) => d.status)).toEqual(['delivered']);
    clock.advance(30 * 24 * 60 * 60_000 - 1000);
    expect(await service.webhooks.pruneHistory()).toEqual({ delivered: 0, failed: 0 });
    clock.advance(2000);
    expect(await service.webhooks.pruneHistory()).toEqual({ delivered: 1, failed: 0 });
    owner = await ownerHeaders(service); // a month later the owner signs in again
    expect(await deliveries(target.id)).toEqual([]);
    await removeTarget(target.id);
  });

  it('sends a signed sample on the owner\'s test button and reports the answer, storing nothing', async () => {
    receiver = await startWebhookReceiver();
    receiver.answer({ status: 200 }, { status: 410 });
    const target = await addTarget({ url: receiver.url, kinds: ['title.added'] });
    const ok = await service.app.inject({ method: 'POST', url: `/api/webhooks/${target.id}/test`, headers: owner });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ delivered: true, http_status: 200, error: null });
    const [sample] = await receiver.until(1);
    expect(JSON.parse(sample!.rawBody)).toEqual({ id: 0, kind: 'webhook.test', at: clock.now().toISOString(), data: { webhook_id: target.id } });
    expect(sample!.headers['x-service-event']).toBe('webhook.test');
    expect(
      stripe.webhooks.constructEvent(sample!.rawBody, sample!.headers['x-service-signature'] as string, target.secret, 300, undefined, clock.now().getTime()),
    ).toMatchObject({ kind: 'webhook.test' });
    const refused = await service.app.inject({ method: 'POST', url: `/api/webhooks/${target.id}/test`, headers: owner });
    expect(refused.json()).toMatchObject({ delivered: false, http_status: 410, error: 'HTTP 410' });
    expect(await deliveries(target.id)).toEqual([]);
    await removeTarget(target.id);
    const gone = await service.app.inject({ method: 'POST', url: `/api/webhooks/${target.id}/test`, headers: owner });
    expect(gone.json().code).toBe('webhook_not_found');
  });

  it('fails (and retries) rather than sends unsigned when a secret no longer opens', async () => {
    receiver = await startWebhookReceiver();
    const target = await addTarget({ url: receiver.url, kinds: ['file.restored'] });
    // What a changed data-folder key looks like from here: the sealed text does not open.
    await service.database.db.updateTable('webhook_targets').set({ secret_sealed: 'v1.AAAA.BBBB.CCCC' }).where('id', '=', target.id).execute();
    await record('file.restored', { ref: 'catalog:603' });
    expect(await service.webhookDeliveries.runDue()).toBe(1);
    const [history] = await deliveries(target.id);
    expect(history).toMatchObject({ status: 'pending', attempts: 1, http_status: null });
    expect(history!.error).toContain('secret unreadable');
    expect(receiver.received).toEqual([]);
    await removeTarget(target.id);
  });

  it('delivers by itself once the service listens and an event commits', async () => {
    receiver = await startWebhookReceiver();
    const target = await addTarget({ url: receiver.url, kinds: ['release.grabbed'] });
    await service.app.listen({ host: '127.0.0.1', port: 0 });
    const event = await record('release.grabbed', { ref: 'catalog:603' });
    const [got] = await receiver.until(1);
    expect(JSON.parse(got!.rawBody)).toEqual(event);
    await removeTarget(target.id);
  });
});
