import type { ManualClock } from '@hms/platform';
import { ENGINES, type SmtpSink, startSmtpSink } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '../auth/auth.routes.ts';
import { bearer, createTestAccount, signIn, tokenFor } from '../testing/accounts.ts';
import { startTestRequests, type TestRequests } from '../testing/test-requests.ts';
import type { Role } from './account.ts';

const tokenIn = (text: string) => {
  const match = /http:\/\/haus\.test\/einladung\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no invitation link in: ${text}`);
  return match[1];
};

describe.each(ENGINES)('invitations on %s', (engine) => {
  let service: TestRequests;
  let clock: ManualClock;
  let smtp: SmtpSink;
  let adminToken: string;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    service = await startTestRequests(engine, { env: { REQUESTS_SMTP_URL: smtp.url, REQUESTS_WEB_URL: 'http://haus.test' } });
    clock = service.clock as ManualClock;
    const admin = await createTestAccount(service, { role: 'admin' });
    // a personal token: the tests move the clock by days, past any access token's life
    adminToken = await tokenFor(service, admin);
  });
  afterAll(async () => {
    await service.dispose();
    await smtp.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    service.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const invite = (payload: object) => call('POST', '/api/users/invitations', adminToken, payload);

  it('mails a link; redeeming it makes the account with the rights that apply and signs it in', async () => {
    const created = await invite({
      email: 'gast@haus.test',
      role: 'user',
      auto_approve_movies: true,
      quota_movies_limit: 3,
      auto_approve_uhd: true,
      hausordnung: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'gast@haus.test',
      role: 'user',
      eingeloest_am: null,
      konto: null,
      mail_sent: true,
      mail_error: null,
      manual_link: null,
    });
    const mail = await smtp.next();
    expect(mail.to).toEqual(['gast@haus.test']);
    const token = tokenIn(mail.text);
    expect((await call('GET', '/api/users/invitations', adminToken)).json().map((i: { id: number }) => i.id)).toContain(created.json().id);

    expect((await call('GET', `/api/einladungen?token=${token}`)).json()).toMatchObject({ email: 'gast@haus.test', zustand: 'open' });
    const redeemed = await call('POST', '/api/einladungen/einloesen', undefined, { token, username: 'gast', password: 'willkommen!' });
    expect(redeemed.statusCode).toBe(201);
    expect(redeemed.cookies.some((c) => c.name === REFRESH_COOKIE && c.httpOnly)).toBe(true);
    const record = (await call('GET', '/api/auth/me', redeemed.json().access_token)).json();
    expect(record).toMatchObject({
      username: 'gast',
      role: 'user',
      email: 'gast@haus.test',
      email_verified: true,
      auto_approve_movies: true,
      quota_movies_limit: 3,
      // UHD auto-approval without a UHD right has no effect and is dropped
      auto_approve_uhd: false,
    });
    // redeemed with dropped rights: stays listed with its note until dismissed
    const listed = (await call('GET', '/api/users/invitations', adminToken)).json().find((i: { id: number }) => i.id === created.json().id);
    expect(listed).toMatchObject({
      eingeloest_am: clock.now().toISOString(),
      konto: { id: record.id, username: 'gast' },
      entfallen: ['auto_approve_uhd', 'hausordnung'],
    });
    expect((await call('POST', `/api/users/invitations/${created.json().id}/gesehen`, adminToken)).statusCode).toBe(204);
    expect((await call('GET', '/api/users/invitations', adminToken)).json().map((i: { id: number }) => i.id)).not.toContain(created.json().id);
    // a link works once
    const again = await call('POST', '/api/einladungen/einloesen', undefined, { token, username: 'gast2', password: 'willkommen!' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'invitation_not_open', params: { state: 'redeemed' } });
  });

  it('stops a withdrawn link at once and an expired one after seven days', async () => {
    const withdrawn = (await invite({ email: 'weg@haus.test' })).json();
    const withdrawnToken = tokenIn((await smtp.next()).text);
    expect((await call('DELETE', `/api/users/invitations/${withdrawn.id}`, adminToken)).statusCode).toBe(204);
    const late = await call('POST', '/api/einladungen/einloesen', undefined, { token: withdrawnToken, username: 'weg', password: 'willkommen!' });
    expect(late.statusCode).toBe(409);
    expect(late.json().params.state).toBe('withdrawn');
    expect((await call('DELETE', `/api/users/invitations/${withdrawn.id}`, adminToken)).statusCode).toBe(409);

    const expiring = (await invite({ email: 'spaet@haus.test' })).json();
    const expiringToken = tokenIn((await smtp.next()).text);
    clock.advance(7 * 86_400_000);
    expect((await call('GET', `/api/einladungen?token=${expiringToken}`)).json().zustand).toBe('expired');
    const expired = await call('POST', '/api/einladungen/einloesen', undefined, { token: expiringToken, username: 'spaet', password: 'willkommen!' });
    expect(expired.json().params.state).toBe('expired');
    const open = (await call('GET', '/api/users/invitations', adminToken)).json().map((i: { id: number }) => i.id);
    expect(open).not.toContain(withdrawn.id);
    expect(open).not.toContain(expiring.id);
    expect(await service.accounts.findByUsername('spaet')).toBeUndefined();
    expect((await call('GET', '/api/einladungen?token=unknown-token-xyz')).statusCode).toBe(404);
  });

  it('hands the link to the administrator when the mail cannot leave', async () => {
    smtp.refuseWith(550);
    const created = (await invite({ email: 'nirgends@haus.test' })).json();
    smtp.refuseWith(null);
    expect(created.mail_sent).toBe(false);
    expect(created.mail_error).toContain('550');
    const token = tokenIn(created.manual_link);
    const redeemed = await call('POST', '/api/einladungen/einloesen', undefined, { token, username: 'nirgends', password: 'willkommen!' });
    expect(redeemed.statusCode).toBe(201);
  });

  it('keeps a taken username from using up the invitation', async () => {
    await createTestAccount(service, { role: 'user', username: 'belegt' });
    await invite({ email: 'zwei@haus.test' });
    const token = tokenIn((await smtp.next()).text);
    const taken = await call('POST', '/api/einladungen/einloesen', undefined, { token, username: 'Belegt', password: 'willkommen!' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('username_taken');
    expect((await call('GET', `/api/einladungen?token=${token}`)).json().zustand).toBe('open');
  });

  it('judges a rights part per permission', async () => {
    const judged = await call('POST', '/api/users/rechte/bewerten', adminToken, {
      role: 'admin',
      quota_movies_limit: 5,
      can_request_uhd_movies: true,
      fassungen: [{ fassung: 'kino' }],
      server: [{ provider: 'mediaserver_a' }],
    });
    expect(judged.statusCode).toBe(200);
    expect(judged.json()).toMatchObject({
      kontingent: { frei: true, wirkt: false, grund: 'rolle_unbegrenzt' },
      can_request_uhd_movies: { wirkt: false, grund: 'rolle_darf_immer' },
      auto_approve_movies: { wirkt: false },
      fassungen: { kino: { frei: true, wirkt: true, grund: null } },
      entfallen: ['kontingent', 'can_request_uhd_movies', 'server:mediaserver_a'],
    });
    const user = (await call('POST', '/api/users/rechte/bewerten', adminToken, { can_request_uhd_series: true, auto_approve_uhd: true })).json();
    expect(user.auto_approve_uhd).toEqual({ frei: true, wirkt: true, grund: null });
    expect(user.entfallen).toEqual([]);
  });

  it.each(['approver', 'user', 'child'] as Role[])('refuses a %s the invitation addresses', async (role) => {
    const account = await createTestAccount(service, { role });
    const { accessToken } = await signIn(service, account.username);
    for (const [method, url, payload] of [
      ['GET', '/api/users/invitations', undefined],
      ['POST', '/api/users/invitations', { email: 'x@haus.test' }],
      ['POST', '/api/app/1/admin/invitations', { email: 'x@haus.test' }],
      ['DELETE', '/api/users/invitations/1', undefined],
      ['POST', '/api/users/rechte/bewerten', {}],
    ] as ['GET' | 'POST' | 'DELETE', string, object | undefined][]) {
      expect((await call(method, url, accessToken, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('GET', '/api/users/invitations')).statusCode).toBe(401);
    expect((await invite({ email: 'kein-mail' })).statusCode).toBe(422);
  });

  it('offers no media server to share while none is connected', async () => {
    const response = await call('GET', '/api/users/invitations/server', adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('serves the same list through the mobile mirror', async () => {
    const mirror = await call('GET', '/api/app/1/admin/invitations', adminToken);
    expect(mirror.statusCode).toBe(200);
    expect(mirror.json()).toEqual((await call('GET', '/api/users/invitations', adminToken)).json());
  });
});
