import { type ErrorRegistry, errorResponses, type HttpApp } from '@hms/platform';
import { Type } from 'typebox';
import { principalOf } from '../auth/principal.ts';
import { AccountRecord, toAccountRecord } from './account-record.ts';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES, type AvatarService } from './avatar.service.ts';
import { EMAIL_CONFIRM_PATH, type EmailService } from './email.service.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface ProfileRouteDeps {
  email: EmailService;
  avatars: AvatarService;
  errors: ErrorRegistry;
}

/** Mail address change with confirmation link, and avatars. */
export function profileRoutes(app: HttpApp, deps: ProfileRouteDeps): void {
  const { email, avatars, errors } = deps;
  const record = async (accountId: number, account: Parameters<typeof toAccountRecord>[0]) =>
    toAccountRecord(account, { pendingEmail: await email.pendingEmailOf(accountId) });

  app.put(
    '/api/auth/me/email',
    {
      config: { auth: 'account' },
      schema: {
        tags: ['accounts'],
        summary: 'Asks for a new mail address; it counts only after the mailed link is opened',
        body: Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }) }),
        response: { 200: AccountRecord, ...errorResponses(errors, ['invalid_input', 'not_authenticated', 'forbidden']) },
      },
    },
    async (request) => {
      const { account } = principalOf(request);
      await email.requestChange(account, request.body.email);
      return record(account.id, account);
    },
  );

  app.post(
    '/api/auth/me/resend-verification',
    {
      config: { auth: 'account' },
      schema: {
        tags: ['accounts'],
        summary: 'Mails a fresh confirmation link for the waiting address',
        response: {
          200: Type.Object({ sent: Type.Boolean(), error: Type.Union([Type.String(), Type.Null()]) }),
          ...errorResponses(errors, ['not_authenticated', 'forbidden']),
        },
      },
    },
    async (request) => email.resend(principalOf(request).account),
  );

  app.get(
    EMAIL_CONFIRM_PATH,
    {
      config: { auth: 'none' },
      schema: {
        tags: ['accounts'],
        summary: 'The mailed link: confirms the new address (answers a short page)',
        querystring: Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) }),
      },
    },
    async (request, reply) => {
      const account = await email.confirm(request.query.token);
      const english = account.language === 'en';
      const title = english ? 'Mail address confirmed' : 'Mail-Adresse bestätigt';
      const line = english
        ? `${escapeHtml(account.email ?? '')} is now the address of ${escapeHtml(account.username)}.`
        : `${escapeHtml(account.email ?? '')} ist jetzt die Adresse von ${escapeHtml(account.username)}.`;
      return reply
        .type('text/html; charset=utf-8')
        .send(`<!doctype html><html lang="${english ? 'en' : 'de'}"><meta charset="utf-8"><title>${title}</title><h1>${title}</h1><p>${line}</p></html>`);
    },
  );

  // raw image bodies: `fetch(url, {method: 'POST', body: file, headers: {'content-type': file.type}})`
  app.addContentTypeParser(AVATAR_CONTENT_TYPES, { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/auth/me/avatar',
    {
      config: { auth: 'account' },
      bodyLimit: AVATAR_MAX_BYTES,
      schema: {
        tags: ['accounts'],
        summary: 'Sets the avatar: the body is the picture (PNG, JPEG, GIF or WebP); it is scaled and re-encoded',
        response: {
          200: AccountRecord,
          ...errorResponses(errors, ['not_authenticated', 'forbidden', 'invalid_image', 'unsupported_media_type', 'payload_too_large']),
        },
      },
    },
    async (request) => {
      const { account } = principalOf(request);
      return record(account.id, await avatars.set(account, request.body as Buffer));
    },
  );

  app.delete(
    '/api/auth/me/avatar',
    {
      config: { auth: 'account' },
      schema: {
        tags: ['accounts'],
        summary: 'Removes the avatar',
        response: { 200: AccountRecord, ...errorResponses(errors, ['not_authenticated', 'forbidden']) },
      },
    },
    async (request) => {
      const { account } = principalOf(request);
      return record(account.id, await avatars.remove(account));
    },
  );

  app.get(
    '/api/avatars/:account_id',
    {
      // pictures are loaded by <img>, which sends no Authorization header
      config: { auth: 'none' },
      schema: {
        tags: ['accounts'],
        summary: 'An account avatar (WebP); its URL changes when the picture does',
        params: Type.Object({ account_id: Type.Integer({ minimum: 1 }) }),
      },
    },
    async (request, reply) => {
      const picture = await avatars.read(request.params.account_id);
      return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(picture);
    },
  );
}
