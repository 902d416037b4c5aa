import type { ManualClock } from '@hms/platform';
import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestAccount, signIn, TEST_PASSWORD } from '../testing/accounts.ts';
import { startTestRequests, type TestRequests } from '../testing/test-requests.ts';
import { REFRESH_COOKIE } from './auth.routes.ts';
import { REFRESH_GRACE_SECONDS } from './sessions.service.ts';
import { FREE_FAILURES, MAX_DELAY_SECONDS } from './login-throttle.ts';

describe.each(ENGINES)('sign-in and sessions on %s', (engine) => {
  let service: TestRequests;
  let clock: ManualClock;
  beforeAll(async () => {
    service = await startTestRequests(engine);
    clock = service.clock as ManualClock;
  });
  afterAll(() => service.dispose());

  const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
    service.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const me = (accessToken: string) => inject('GET', '/api/v1/me', bearer(accessToken));
  const login = (username: string, password: string) => inject('POST', '/api/auth/login', {}, { username, password });
  const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
    const cookie = response.cookies.find((c) => c.name === REFRESH_COOKIE);
    return cookie ? `${REFRESH_COOKIE}=${cookie.value}` : undefined;
  };

  it('signs in with a TokenPair body and the refresh token only as an HttpOnly SameSite=Strict cookie', async () => {
    const user = await createTestAccount(service, { role: 'user' });
    const response = await login(user.username.toUpperCase(), TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer', expires_in: 900 });
    const cookie = response.cookies.find((c) => c.name === REFRESH_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(response.body).not.toContain(cookie?.value);
    expect((await me(response.json().access_token)).json().konto.id).toBe(user.id);
    expect((await service.accounts.get(user.id)).lastLoginAt).toBe(clock.now().toISOString());
  });

  it('refuses wrong passwords, unknown names and bad bodies without telling them apart', async () => {
    const user = await createTestAccount(service, { role: 'user' });
    const wrong = await login(user.username, 'not the password');
    const unknown = await login('nobody-here', 'whatever1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('invalid_credentials');
    const bad = await inject('POST', '/api/auth/login', {}, { username: user.username });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'invalid_input', params: { errors: [{ path: 'body/password', code: 'required' }] } });
  });

  it('refuses a switched-off account at sign-in', async () => {
    const user = await createTestAccount(service, { role: 'user' });
    await service.accounts.update(user.id, { is_active: 0 });
    const response = await login(user.username, TEST_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('account_disabled');
  });

  it('refreshes within the same session, rotating the cookie; a used refresh token ends the session after a short grace', async () => {
    const user = await createTestAccount(service, { role: 'user' });
    const first = await signIn(service, user.username);
    clock.advance(60_000);
    const renewed = await inject('POST', '/api/auth/refresh', { cookie: first.cookie });
    expect(renewed.statusCode).toBe(200);
    const second = cookieOf(renewed);
    expect(second).toBeDefined();
    expect(second).not.toBe(first.cookie);
    const secondAccess = renewed.json().access_token as string;
    // same session: the access token of the first sign-in keeps working
    expect((await me(first.accessToken)).statusCode).toBe(200);
    expect((await me(secondAccess)).statusCode).toBe(200);

    // another tab sending the old cookie right after the rotation: an access token, no new cookie
    clock.advance((REFRESH_GRACE_SECONDS - 1) * 1000);
    const otherTab = await inject('POST', '/api/auth/refresh', { cookie: first.cookie });
    expect(otherTab.statusCode).toBe(200);
    expect(cookieOf(otherTab)).toBeUndefined();
    expect((await me(otherTab.json().access_token)).statusCode).toBe(200);
    // after the grace, the old cookie is a stolen copy
    clock.advance(1000);
    const replay = await inject('POST', '/api/auth/refresh', { cookie: first.cookie });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'not_authenticated', params: { reason: 'refresh_reused' } });
    // the replay ended the session: neither the new cookie nor its access token work any more
    expect((await inject('POST', '/api/auth/refresh', { cookie: second as string })).statusCode).toBe(401);
    expect((await me(secondAccess)).statusCode).toBe(401);
  });

  it('refuses refresh without a cookie, with garbage and after the session expired', async () => {
    expect((await inject('POST', '/api/auth/refresh')).statusCode).toBe(401);
    expect((await inject('POST', '/api/auth/refresh', { cookie: `${REFRESH_COOKIE}=garbage` })).statusCode).toBe(401);
    expect((await inject('POST', '/api/auth/refresh', { cookie: `${REFRESH_COOKIE}=a.b` })).statusCode).toBe(401);
    const user = await createTestAccount(service, { role: 'user' });
    const session = await signIn(service, user.username);
    clock.advance(31 * 86_400_000);
    const late = await inject('POST', '/api/auth/refresh', { cookie: session.cookie });
    expect(late.statusCode).toBe(401);
    expect(late.json().params.reason).toBe('session_expired');
    // expired sessions do not pile up: the next sign-in removes them
    const stale = await signIn(service, user.username);
    clock.advance(31 * 86_400_000);
    await signIn(service, user.username);
    const rows = await service.database.db.selectFrom('sessions').select('id').where('account_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect((await me(stale.accessToken)).statusCode).toBe(401);
  });

  it('logs out only the session of this browser, without an authentication check', async () => {
    const user = await createTestAccount(service, { role: 'user' });
    const laptop = await signIn(service, user.username);
    const phone = await signIn(service, user.username);
    const out = await inject('POST', '/api/auth/logout', { cookie: laptop.cookie });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === REFRESH_COOKIE)?.value).toBe('');
    expect((await me(laptop.accessToken)).statusCode).toBe(401);
    expect((await inject('POST', '/api/auth/refresh', { cookie: laptop.cookie })).statusCode).toBe(401);
    expect((await me(phone.accessToken)).statusCode).toBe(200);
    // with only the access token, that session ends too
    expect((await inject('POST', '/api/auth/logout', bearer(phone.accessToken))).statusCode).toBe(204);
    expect((await me(phone.accessToken)).statusCode).toBe(401);
    // nothing at all: still fine
    expect((await inject('POST', '/api/auth/logout')).statusCode).toBe(204);
  });

  it('ends every session with ueberall-abmelden and hands the caller a fresh pair', async () => {
    const user = await createTestAccount(service, { role: 'user' });
    const laptop = await signIn(service, user.username);
    const phone = await signIn(service, user.username);
    expect((await inject('POST', '/api/auth/me/ueberall-abmelden')).statusCode).toBe(401);
    const response = await inject('POST', '/api/auth/me/ueberall-abmelden', bearer(laptop.accessToken));
    expect(response.statusCode).toBe(200);
    for (const old of [laptop, phone]) {
      expect((await me(old.accessToken)).statusCode).toBe(401);
      expect((await inject('POST', '/api/auth/refresh', { cookie: old.cookie })).statusCode).toBe(401);
    }
    expect((await me(response.json().access_token)).statusCode).toBe(200);
    expect((await inject('POST', '/api/auth/refresh', { cookie: cookieOf(response) as string })).statusCode).toBe(200);
  });

  it('changes the password: older access tokens and other devices are refused, the new pair works', async () => {
    const user = await createTestAccount(service, { role: 'user' });
    const laptop = await signIn(service, user.username);
    const phone = await signIn(service, user.username);
    const wrong = await inject('POST', '/api/auth/me/password', bearer(laptop.accessToken), {
      current_password: 'not it at all',
      new_password: 'a brand new secret',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('wrong_password');
    const short = await inject('POST', '/api/auth/me/password', bearer(laptop.accessToken), {
      current_password: TEST_PASSWORD,
      new_password: 'short',
    });
    expect(short.statusCode).toBe(422);
    expect((await me(laptop.accessToken)).statusCode).toBe(200);

    const changed = await inject('POST', '/api/auth/me/password', bearer(laptop.accessToken), {
      current_password: TEST_PASSWORD,
      new_password: 'a brand new secret',
    });
    expect(changed.statusCode).toBe(200);
    // issued in the same second as the change, yet refused: tokens carry the password generation
    expect((await me(laptop.accessToken)).statusCode).toBe(401);
    expect((await me(phone.accessToken)).statusCode).toBe(401);
    expect((await inject('POST', '/api/auth/refresh', { cookie: phone.cookie })).statusCode).toBe(401);
    expect((await me(changed.json().access_token)).statusCode).toBe(200);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.username, 'a brand new secret')).statusCode).toBe(200);
  });

  it(`slows down ${50} wrong passwords in a row and lets the right one in after at most ${MAX_DELAY_SECONDS} s`, async () => {
    const user = await createTestAccount(service, { role: 'user' });
    const waits: number[] = [];
    let wrongAnswers = 0;
    while (wrongAnswers < 50) {
      const response = await login(user.username, `wrong-${wrongAnswers}`);
      if (response.statusCode === 429) {
        expect(response.json().code).toBe('rate_limited');
        const retryAfter = Number(response.headers['retry-after']);
        expect(response.json().params.retry_after).toBe(retryAfter);
        // inside the wait even the right password is not looked at
        expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(429);
        waits.push(retryAfter);
        clock.advance(retryAfter * 1000);
        continue;
      }
      expect(response.statusCode).toBe(401);
      wrongAnswers += 1;
    }
    // the first failures are free, then the wait doubles up to the cap and stays there
    // (the wait after the 50th failure is met below, outside the loop)
    expect(waits.length).toBe(50 - FREE_FAILURES - 1);
    expect(waits.slice(0, 4)).toEqual([1, 2, 4, 8]);
    expect(Math.max(...waits)).toBe(MAX_DELAY_SECONDS);
    expect(waits.at(-1)).toBe(MAX_DELAY_SECONDS);
    for (let i = 1; i < waits.length; i += 1) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1] as number);

    // right after the 50th failure: refused; after the documented maximum: in
    const blocked = await login(user.username, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBe(MAX_DELAY_SECONDS);
    clock.advance(MAX_DELAY_SECONDS * 1000 - 1000);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(429);
    clock.advance(1000);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(200);
    // a success clears the count: the next typo costs nothing
    expect((await login(user.username, 'typo')).statusCode).toBe(401);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('throttles per client address: another address is not slowed by someone else\'s failures', async () => {
    const user = await createTestAccount(service, { role: 'user' });
    for (let i = 0; i <= FREE_FAILURES; i += 1) {
      await service.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.0.0.66', payload: { username: user.username, password: 'nope-nope' } });
    }
    const attacker = await service.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.0.0.66', payload: { username: user.username, password: TEST_PASSWORD } });
    expect(attacker.statusCode).toBe(429);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
