import type { ManualClock } from '@hms/platform';
import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './owner-auth.ts';
import { startTestAcquisition, type TestAcquisition } from '../testing/test-acquisition.ts';

const cookieOf = (setCookie: string | string[] | undefined) => {
  const line = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return { line: line ?? '', pair: (line ?? '').split(';')[0] ?? '' };
};

describe.each(ENGINES)('the owner account on %s', (engine) => {
  let service: TestAcquisition;
  beforeAll(async () => {
    service = await startTestAcquisition(engine);
  });
  afterAll(() => service.dispose());

  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
    service.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('a fresh install has no owner; setup makes it once and signs in', async () => {
    expect((await inject('GET', '/api/session')).json()).toEqual({ signed_in: false, owner_exists: false, username: null });
    const short = await inject('POST', '/api/setup', {}, { username: 'me', password: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().code).toBe('invalid_input');

    const setup = await inject('POST', '/api/setup', {}, { username: 'me', password: 'a long enough password' });
    expect(setup.statusCode).toBe(201);
    const cookie = cookieOf(setup.headers['set-cookie']);
    expect(cookie.line).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect(cookie.line).toContain('HttpOnly');
    expect(cookie.line).toContain('SameSite=Strict');
    expect((await inject('GET', '/api/session', { cookie: cookie.pair })).json()).toEqual({
      signed_in: true,
      owner_exists: true,
      username: 'me',
    });

    const again = await inject('POST', '/api/setup', {}, { username: 'other', password: 'another password' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('owner_exists');
  });

  it('signs in with the right password only, and signs out', async () => {
    for (const body of [
      { username: 'me', password: 'wrong password!' },
      { username: 'you', password: 'a long enough password' },
    ]) {
      const refused = await inject('POST', '/api/session', {}, body);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('sign_in_failed');
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    const signedIn = await inject('POST', '/api/session', {}, { username: 'me', password: 'a long enough password' });
    expect(signedIn.statusCode).toBe(200);
    const { pair } = cookieOf(signedIn.headers['set-cookie']);
    expect((await inject('GET', '/api/keys', { cookie: pair })).statusCode).toBe(200);

    const out = await inject('DELETE', '/api/session', { cookie: pair });
    expect(out.statusCode).toBe(200);
    expect(out.json().signed_in).toBe(false);
    const after = await inject('GET', '/api/keys', { cookie: pair });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('session_required');
  });

  it('refuses the owner web API without a session, with a forged one, and after 30 days', async () => {
    expect((await inject('GET', '/api/keys')).json().code).toBe('session_required');
    expect((await inject('GET', '/api/keys', { cookie: `${SESSION_COOKIE}=forged` })).json().code).toBe('session_required');
    const signedIn = await inject('POST', '/api/session', {}, { username: 'me', password: 'a long enough password' });
    const { pair } = cookieOf(signedIn.headers['set-cookie']);
    const clock = service.clock as ManualClock;
    clock.advanceMinutes(29 * 24 * 60);
    expect((await inject('GET', '/api/keys', { cookie: pair })).statusCode).toBe(200);
    clock.advanceMinutes(2 * 24 * 60);
    expect((await inject('GET', '/api/keys', { cookie: pair })).json().code).toBe('session_required');
  });

  it('slows password guessing: 429 rate_limited after ten attempts, one more a minute later', async () => {
    const clock = service.clock as ManualClock;
    clock.advanceMinutes(60); // a full bucket
    const attempt = () => inject('POST', '/api/session', {}, { username: 'me', password: 'guess guess' });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).json().code).toBe('sign_in_failed');
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.json()).toMatchObject({ code: 'rate_limited', params: { retry_after: 60 } });
    clock.advanceMinutes(1);
    const right = await inject('POST', '/api/session', {}, { username: 'me', password: 'a long enough password' });
    expect(right.statusCode).toBe(200);
  });

  it('a session cookie never opens /api/v1', async () => {
    (service.clock as ManualClock).advanceMinutes(60);
    const signedIn = await inject('POST', '/api/session', {}, { username: 'me', password: 'a long enough password' });
    expect(signedIn.statusCode).toBe(200);
    const { pair } = cookieOf(signedIn.headers['set-cookie']);
    const response = await inject('GET', '/api/v1/key', { cookie: pair });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('api_key_missing');
  });
});
