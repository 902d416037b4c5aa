import { type ErrorRegistry, errorResponses, type HttpApp, nullableInput } from '@hms/platform';
import { Type } from 'typebox';
import { principalOf } from '../auth/principal.ts';
import type { PersonalToken, TokensService } from './tokens.service.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const OwnToken = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  vorschau: Type.String({ description: 'The first characters, to recognise the token; never the token' }),
  nur_lesen: Type.Boolean(),
  created_at: Type.String(),
  expires_at: Nullable(Type.String()),
  last_used_at: Nullable(Type.String()),
  rueckkanal: Nullable(Type.String()),
  rueckkanal_bereit: Type.Boolean(),
});

const CreatedToken = Type.Object({
  ...OwnToken.properties,
  schluessel: Type.String({ description: 'The plain token, shown only in this answer' }),
});

const AnyToken = Type.Object({
  id: Type.Number(),
  user_id: Type.Number(),
  username: Type.String(),
  name: Type.String(),
  vorschau: Type.String(),
  nur_lesen: Type.Boolean(),
  created_at: Type.String(),
  expires_at: Nullable(Type.String()),
  last_used_at: Nullable(Type.String()),
});

/** The callback address of each token belongs to the push module (`me/push`). */
export interface TokenCallbacks {
  callbacksByToken(accountId: number): Promise<Map<number, { url: string; bestaetigt: boolean }>>;
  removeForToken(accountId: number, tokenId: number): Promise<boolean>;
}

function ownToken(token: PersonalToken, callback?: { url: string; bestaetigt: boolean }) {
  return {
    id: token.id,
    name: token.name,
    vorschau: token.preview,
    nur_lesen: token.readOnly,
    created_at: token.createdAt,
    expires_at: token.expiresAt,
    last_used_at: token.lastUsedAt,
    rueckkanal: callback?.url ?? null,
    rueckkanal_bereit: callback?.bestaetigt ?? false,
  };
}

export function tokensRoutes(
  app: HttpApp,
  deps: { tokens: TokensService; errors: ErrorRegistry; callbacks?: TokenCallbacks },
): void {
  const { tokens, errors } = deps;
  const callbacksOf = (accountId: number) => deps.callbacks?.callbacksByToken(accountId) ?? Promise.resolve(new Map());

  app.get(
    '/api/auth/me/schluessel',
    {
      config: { auth: 'account' },
      schema: {
        tags: ['accounts'],
        summary: 'The own personal tokens (never the token itself)',
        response: { 200: Type.Array(OwnToken), ...errorResponses(errors, ['not_authenticated']) },
      },
    },
    async (request) => {
      const accountId = principalOf(request).account.id;
      const callbacks = await callbacksOf(accountId);
      return (await tokens.listOwn(accountId)).map((token) => ownToken(token, callbacks.get(token.id)));
    },
  );

  app.post(
    '/api/auth/me/schluessel',
    {
      config: { auth: 'account' },
      schema: {
        tags: ['accounts'],
        summary: 'Creates a personal token; the plain token is in this answer only',
        body: Type.Object({
          name: Type.String({ minLength: 1, maxLength: 100 }),
          nur_lesen: Type.Optional(Type.Boolean()),
          tage: Type.Optional(nullableInput(Type.Integer({ minimum: 1, maximum: 3650 }))),
        }),
        response: {
          201: CreatedToken,
          ...errorResponses(errors, ['invalid_input', 'not_authenticated', 'forbidden']),
        },
      },
    },
    async (request, reply) => {
      const { token, plain } = await tokens.create(principalOf(request).account.id, {
        name: request.body.name.trim() || request.body.name,
        readOnly: request.body.nur_lesen ?? false,
        expiresInDays: request.body.tage ?? null,
      });
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ ...ownToken(token), schluessel: plain });
    },
  );

  app.delete(
    '/api/auth/me/schluessel/:schluessel_id',
    {
      config: { auth: 'account' },
      schema: {
        tags: ['accounts'],
        summary: 'Revokes one of the own tokens at once (another account\'s token answers 404)',
        params: Type.Object({ schluessel_id: Type.Integer({ minimum: 1 }) }),
        response: { 204: Type.Null(), ...errorResponses(errors, ['not_authenticated', 'forbidden', 'not_found']) },
      },
    },
    async (request, reply) => {
      await tokens.revokeOwn(principalOf(request).account.id, request.params.schluessel_id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/auth/me/schluessel/:schluessel_id/rueckkanal',
    {
      config: { auth: 'account' },
      schema: {
        tags: ['accounts'],
        summary: 'Removes only the callback address of one of the own tokens; the token stays valid',
        params: Type.Object({ schluessel_id: Type.Integer({ minimum: 1 }) }),
        response: { 204: Type.Null(), ...errorResponses(errors, ['not_authenticated', 'forbidden', 'not_found']) },
      },
    },
    async (request, reply) => {
      const accountId = principalOf(request).account.id;
      await tokens.requireOwn(accountId, request.params.schluessel_id);
      await deps.callbacks?.removeForToken(accountId, request.params.schluessel_id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/users/api-schluessel',
    {
      config: { auth: 'account', roles: ['admin'] },
      schema: {
        tags: ['accounts'],
        summary: 'Every personal token of every account (administrators; no revocation here)',
        response: { 200: Type.Array(AnyToken), ...errorResponses(errors, ['not_authenticated', 'forbidden']) },
      },
    },
    async () =>
      (await tokens.listAll()).map((token) => ({
        id: token.id,
        user_id: token.accountId,
        username: token.username,
        name: token.name,
        vorschau: token.preview,
        nur_lesen: token.readOnly,
        created_at: token.createdAt,
        expires_at: token.expiresAt,
        last_used_at: token.lastUsedAt,
      })),
  );
}
