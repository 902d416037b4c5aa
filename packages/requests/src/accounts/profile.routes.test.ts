import type { ManualClock } from '@hms/platform';
import { ENGINES, type SmtpSink, startSmtpSink } from '@hms/testkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestAccount, signIn } from '../testing/accounts.ts';
import { startTestRequests, type TestRequests } from '../testing/test-requests.ts';
import { AVATAR_SIZE } from './avatar.service.ts';

const linkIn = (text: string) => {
  const match = /http:\/\/haus\.test(\/api\/auth\/email\/bestaetigen\?token=[A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in mail: ${text}`);
  return match[1];
};

describe.each(ENGINES)('mail address change and avatar on %s', (engine) => {
  let service: TestRequests;
  let clock: ManualClock;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    service = await startTestRequests(engine, { env: { REQUESTS_SMTP_URL: smtp.url, REQUESTS_WEB_URL: 'http://haus.test/' } });
    clock = service.clock as ManualClock;
  });
  afterAll(async () => {
    await service.dispose();
    await smtp.close();
  });

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    service.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  it('keeps the old address until the mailed link is opened, then switches to the confirmed new one', async () => {
    const user = await createTestAccount(service, { role: 'user', email: 'alt@haus.test' });
    const { accessToken } = await signIn(service, user.username);
    const asked = await call('PUT', '/api/auth/me/email', accessToken, { email: 'neu@haus.test' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ email: 'alt@haus.test', pending_email: 'neu@haus.test' });

    const mail = await smtp.next();
    expect(mail.to).toEqual(['neu@haus.test']);
    expect(mail.subject).toBe('Bitte bestätige deine Mail-Adresse');
    const link = linkIn(mail.text);
    expect((await call('GET', '/api/auth/me', accessToken)).json()).toMatchObject({ email: 'alt@haus.test' });

    const opened = await call('GET', link);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toContain('text/html');
    expect(opened.body).toContain('neu@haus.test');
    expect((await call('GET', '/api/auth/me', accessToken)).json()).toMatchObject({
      email: 'neu@haus.test',
      email_verified: true,
      pending_email: null,
    });
    // a link works once
    expect((await call('GET', link)).statusCode).toBe(404);
  });

  it('resends a fresh link (the old one stops), reports mail failures and lets links expire', async () => {
    const user = await createTestAccount(service, { role: 'user' });
    const { accessToken } = await signIn(service, user.username);
    expect((await call('POST', '/api/auth/me/resend-verification', accessToken)).json()).toEqual({
      sent: false,
      error: 'nothing_to_confirm',
    });
    await call('PUT', '/api/auth/me/email', accessToken, { email: 'kind@haus.test' });
    const first = linkIn((await smtp.next()).text);
    expect((await call('POST', '/api/auth/me/resend-verification', accessToken)).json()).toEqual({ sent: true, error: null });
    const second = linkIn((await smtp.next()).text);
    expect((await call('GET', first)).statusCode).toBe(404);

    smtp.refuseWith(550);
    const refused = (await call('POST', '/api/auth/me/resend-verification', accessToken)).json();
    expect(refused.sent).toBe(false);
    expect(refused.error).toContain('550');
    smtp.refuseWith(null);

    await call('POST', '/api/auth/me/resend-verification', accessToken);
    const third = linkIn((await smtp.next()).text);
    expect((await call('GET', second)).statusCode).toBe(404);
    clock.advance(48 * 3_600_000);
    expect((await call('GET', third)).statusCode).toBe(404);
    expect((await service.accounts.get(user.id)).email).toBeNull();
  });

  it('refuses a bad address, no token and a read-only token', async () => {
    const user = await createTestAccount(service, { role: 'user' });
    const { accessToken } = await signIn(service, user.username);
    const bad = await call('PUT', '/api/auth/me/email', accessToken, { email: 'kein mail' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('invalid_input');
    expect((await call('PUT', '/api/auth/me/email', undefined, { email: 'a@b.test' })).statusCode).toBe(401);
    const readOnly = (await call('POST', '/api/auth/me/schluessel', accessToken, { name: 'ro', nur_lesen: true })).json().schluessel;
    expect((await call('PUT', '/api/auth/me/email', readOnly, { email: 'a@b.test' })).statusCode).toBe(403);
    expect(smtp.received.filter((m) => m.to.includes('a@b.test'))).toEqual([]);
  });

  it.each([
    ['image/png', () => sharp({ create: { width: 600, height: 400, channels: 3, background: '#3366cc' } }).png().toBuffer()],
    ['image/jpeg', () => sharp({ create: { width: 300, height: 900, channels: 3, background: '#cc3366' } }).jpeg().toBuffer()],
    ['image/gif', () => sharp({ create: { width: 64, height: 64, channels: 4, background: '#00ff0080' } }).gif().toBuffer()],
    ['image/webp', () => sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#ffffff' } }).webp().toBuffer()],
  ])('takes a %s avatar, scales and re-encodes it to a square WebP', async (type, make) => {
    const user = await createTestAccount(service, { role: 'user' });
    const { accessToken } = await signIn(service, user.username);
    const response = await service.app.inject({
      method: 'POST',
      url: '/api/auth/me/avatar',
      headers: { ...bearer(accessToken), 'content-type': type },
      payload: await make(),
    });
    expect(response.statusCode).toBe(200);
    const url = response.json().avatar_url as string;
    expect(url).toMatch(new RegExp(`^/api/avatars/${user.id}\\?v=`));
    const picture = await service.app.inject({ method: 'GET', url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    const meta = await sharp(picture.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: AVATAR_SIZE, height: AVATAR_SIZE });
  });

  it('refuses what is no accepted picture and removes an avatar', async () => {
    const user = await createTestAccount(service, { role: 'user' });
    const { accessToken } = await signIn(service, user.username);
    const upload = (type: string, payload: Buffer | string) =>
      service.app.inject({ method: 'POST', url: '/api/auth/me/avatar', headers: { ...bearer(accessToken), 'content-type': type }, payload });
    const garbage = await upload('image/png', Buffer.from('not a png at all'));
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().code).toBe('invalid_image');
    const svg = await upload('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(svg.statusCode).toBe(415);
    // a TIFF declared as PNG is refused by its content, not its label
    const tiff = await upload('image/png', await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).tiff().toBuffer());
    expect(tiff.json().code).toBe('invalid_image');
    const empty = await upload('image/png', Buffer.alloc(0));
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
    const json = await service.app.inject({ method: 'POST', url: '/api/auth/me/avatar', headers: bearer(accessToken), payload: { picture: 'x' } });
    expect(json.statusCode).toBe(422);
    expect((await service.accounts.get(user.id)).avatarFile).toBeNull();

    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#123456' } }).png().toBuffer();
    const url = (await upload('image/png', png)).json().avatar_url as string;
    const removed = await call('DELETE', '/api/auth/me/avatar', accessToken);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().avatar_url).toBeNull();
    expect((await call('GET', url)).statusCode).toBe(404);
    expect((await upload('image/png', png)).statusCode).toBe(200);
    const noToken = await service.app.inject({ method: 'POST', url: '/api/auth/me/avatar', headers: { 'content-type': 'image/png' }, payload: png });
    expect(noToken.statusCode).toBe(401);
  });
});
