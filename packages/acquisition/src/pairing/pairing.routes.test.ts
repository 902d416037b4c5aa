import type { ManualClock } from '@hms/platform';
import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, ownerHeaders } from '../testing/api-keys.ts';
import { startTestAcquisition, type TestAcquisition } from '../testing/test-acquisition.ts';
import { CODE_ALPHABET } from './pairing.service.ts';

describe.each(ENGINES)('pairing on %s', (engine) => {
  let service: TestAcquisition;
  let owner: Record<string, string>;
  beforeAll(async () => {
    service = await startTestAcquisition(engine);
    owner = await ownerHeaders(service);
  });
  afterAll(() => service.dispose());

  const start = async (scopes = ['read', 'request'], app = 'Requests app') => {
    const response = await service.app.inject({ method: 'POST', url: '/api/v1/pairing', payload: { app, scopes } });
    expect(response.statusCode).toBe(201);
    return response.json() as { pairing_id: string; secret: string; code: string; poll_seconds: number; expires_at: string };
  };
  const poll = (id: string, secret?: string) =>
    service.app.inject({
      method: 'GET',
      url: `/api/v1/pairing/${id}`,
      headers: secret === undefined ? {} : { 'x-pairing-secret': secret },
    });
  const decide = (id: string, action: 'confirm' | 'refuse', payload: object = {}, headers = owner) =>
    service.app.inject({ method: 'POST', url: `/api/pairings/${id}/${action}`, headers, payload });

  it('pair → owner confirms with fewer scopes → the first poll carries the key once', async () => {
    const started = await start(['read', 'request', 'operate']);
    expect(started.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{6}$`));
    expect(started.poll_seconds).toBe(3);
    const now = (service.clock as ManualClock).now().getTime();
    expect(Date.parse(started.expires_at) - now).toBe(10 * 60_000);

    const waiting = await poll(started.pairing_id, started.secret);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toMatchObject({ state: 'awaiting', key: null, code: started.code, scopes: ['read', 'request', 'operate'] });

    const pending = await service.app.inject({ method: 'GET', url: '/api/pairings', headers: owner });
    expect(pending.json().items).toContainEqual(
      expect.objectContaining({ pairing_id: started.pairing_id, code: started.code, app: 'Requests app' }),
    );
    expect(pending.body).not.toContain(started.secret);

    const confirmed = await decide(started.pairing_id, 'confirm', { scopes: ['request'] });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ pairing_id: started.pairing_id, state: 'confirmed', app: 'Requests app', scopes: ['read', 'request'] });

    const first = await poll(started.pairing_id, started.secret);
    expect(first.json()).toMatchObject({ state: 'confirmed', scopes: ['read', 'request'] });
    const key = first.json().key as string;
    expect(key).toMatch(/^acq_/);
    const second = await poll(started.pairing_id, started.secret);
    expect(second.json()).toMatchObject({ state: 'confirmed', key: null });

    const me = await service.app.inject({ method: 'GET', url: '/api/v1/key', headers: bearer(key) });
    expect(me.json()).toMatchObject({ name: 'Requests app', scopes: ['read', 'request'], origin: 'pairing' });

    const kinds = (await service.events.list(0, 100)).items.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['pairing.requested', 'pairing.confirmed']));
  });

  it('a refused request issues no key; deciding twice is 409 pairing_not_awaiting', async () => {
    const started = await start();
    expect((await decide(started.pairing_id, 'refuse')).json()).toMatchObject({ state: 'refused' });
    expect((await poll(started.pairing_id, started.secret)).json()).toMatchObject({ state: 'refused', key: null });
    const again = await decide(started.pairing_id, 'confirm');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'pairing_not_awaiting', params: { pairing_id: started.pairing_id, state: 'refused' } });
  });

  it('expires after 10 minutes unanswered, and a confirmed key not fetched in time is never made', async () => {
    const clock = service.clock as ManualClock;
    const unanswered = await start();
    const confirmedLate = await start();
    expect((await decide(confirmedLate.pairing_id, 'confirm')).statusCode).toBe(200);
    clock.advanceMinutes(10);
    expect((await poll(unanswered.pairing_id, unanswered.secret)).json()).toMatchObject({ state: 'expired', key: null });
    expect((await poll(confirmedLate.pairing_id, confirmedLate.secret)).json()).toMatchObject({ state: 'expired', key: null });
    const late = await decide(unanswered.pairing_id, 'confirm');
    expect(late.json()).toMatchObject({ code: 'pairing_not_awaiting', params: { state: 'expired' } });
    const pending = (await service.app.inject({ method: 'GET', url: '/api/pairings', headers: owner })).json().items;
    expect(pending.map((p: { pairing_id: string }) => p.pairing_id)).not.toContain(unanswered.pairing_id);
  });

  it('answers 404 pairing_not_found and 403 pairing_secret_invalid', async () => {
    const started = await start();
    const unknown = await poll('pr_unknown', started.secret);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'pairing_not_found', params: { pairing_id: 'pr_unknown' } });
    for (const secret of [undefined, 'wrong', `${started.secret}x`]) {
      const refused = await poll(started.pairing_id, secret);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('pairing_secret_invalid');
    }
    expect((await decide('pr_unknown', 'refuse')).json().code).toBe('pairing_not_found');
    const odd = await poll('pr%00x', started.secret);
    expect(odd.statusCode).toBe(422);
    expect(odd.json().code).toBe('invalid_input');
  });

  it('refuses invalid input with 422 and records nothing', async () => {
    const before = (await service.app.inject({ method: 'GET', url: '/api/pairings', headers: owner })).json().items.length;
    for (const payload of [{ app: 'x', scopes: ['admin'] }, { app: '', scopes: [] }, { scopes: ['read'] }, { app: 'x' }, { app: 'a\u0000b', scopes: [] }]) {
      const response = await service.app.inject({ method: 'POST', url: '/api/v1/pairing', payload });
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('invalid_input');
    }
    const after = (await service.app.inject({ method: 'GET', url: '/api/pairings', headers: owner })).json().items.length;
    expect(after).toBe(before);
    const started = await start(['read']);
    const more = await decide(started.pairing_id, 'confirm', { scopes: ['operate'] });
    expect(more.statusCode).toBe(422);
    expect(more.json().params.errors).toEqual([{ path: 'body/scopes/0', code: 'not_requested' }]);
  });

  it('needs no key: a bad bearer key is ignored on both pairing addresses', async () => {
    const response = await service.app.inject({
      method: 'POST',
      url: '/api/v1/pairing',
      headers: { authorization: 'Bearer acq_wrong' },
      payload: { app: 'x', scopes: [] },
    });
    expect(response.statusCode).toBe(201);
    const { pairing_id, secret } = response.json();
    const polled = await service.app.inject({
      method: 'GET',
      url: `/api/v1/pairing/${pairing_id}`,
      headers: { authorization: 'Bearer acq_wrong', 'x-pairing-secret': secret },
    });
    expect(polled.statusCode).toBe(200);
  });

  it('the owner side needs a session and X-Requested-With; no key opens it', async () => {
    const started = await start();
    const noSession = await decide(started.pairing_id, 'confirm', {}, { 'x-requested-with': 'x' });
    expect(noSession.json().code).toBe('session_required');
    const noHeader = await decide(started.pairing_id, 'confirm', {}, { cookie: owner.cookie! });
    expect(noHeader.json().code).toBe('requested_with_missing');
    expect((await poll(started.pairing_id, started.secret)).json().state).toBe('awaiting');
  });

  it('limits how fast pairing requests can be made: 429 with Retry-After', async () => {
    const clock = service.clock as ManualClock;
    clock.advanceMinutes(1); // a full bucket
    let limited: Awaited<ReturnType<typeof service.app.inject>> | undefined;
    for (let i = 0; i < 11 && !limited; i += 1) {
      const response = await service.app.inject({ method: 'POST', url: '/api/v1/pairing', payload: { app: 'flood', scopes: [] } });
      if (response.statusCode === 429) limited = response;
    }
    expect(limited?.headers['retry-after']).toBe('1');
    expect(limited?.json()).toMatchObject({ code: 'rate_limited', params: { retry_after: 1 } });
  });
});
