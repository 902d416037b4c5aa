import { type ErrorRegistry, errorResponses, type HttpApp, nullableInput } from '@hms/platform';
import { type TSchema, Type } from 'typebox';
import { answerWithSession, TokenPair } from '../auth/auth.routes.ts';
import { principalOf } from '../auth/principal.ts';
import type { InvitationsService } from './invitations.service.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords.ts';
import { evaluateRights } from './rights-evaluation.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const opt = <T extends TSchema>(schema: T) => Type.Optional(nullableInput(schema));

/** The rights part of an invitation (seed 4.2). */
const rightsProperties = {
  role: opt(Type.String({ enum: ['admin', 'approver', 'user'] })),
  auto_approve_movies: opt(Type.Boolean()),
  auto_approve_series: opt(Type.Boolean()),
  fassungen: opt(Type.Array(Type.Object({ fassung: Type.String({ maxLength: 100 }) }, { additionalProperties: true }), { maxItems: 50 })),
  can_request_uhd_movies: opt(Type.Boolean()),
  can_request_uhd_series: opt(Type.Boolean()),
  auto_approve_uhd: opt(Type.Boolean()),
  hausordnung: opt(Type.Boolean()),
  quota_movies_limit: opt(Type.Integer({ minimum: 0, maximum: 100_000 })),
  quota_series_limit: opt(Type.Integer({ minimum: 0, maximum: 100_000 })),
  storage_limit_gb: opt(Type.Number({ minimum: 0 })),
  server: opt(Type.Array(Type.Object({ provider: Type.String({ maxLength: 40 }) }, { additionalProperties: true }), { maxItems: 10 })),
};

const Verdict = Type.Object({ frei: Type.Boolean(), wirkt: Type.Boolean(), grund: Nullable(Type.String()) });
const Evaluation = Type.Object({
  kontingent: Verdict,
  auto_approve_movies: Verdict,
  auto_approve_series: Verdict,
  can_request_uhd_movies: Verdict,
  can_request_uhd_series: Verdict,
  auto_approve_uhd: Verdict,
  hausordnung: Verdict,
  fassungen: Type.Record(Type.String(), Verdict),
  entfallen: Type.Array(Type.String()),
});

const Invitation = Type.Object({
  id: Type.Number(),
  email: Type.String(),
  role: Type.String(),
  created_at: Type.String(),
  expires_at: Type.String(),
  eingeloest_am: Nullable(Type.String()),
  konto: Nullable(Type.Object({ id: Type.Number(), username: Type.String() })),
  entfallen: Type.Array(Type.String()),
  server: Type.Array(Type.Unknown()),
});
const CreatedInvitation = Type.Object({
  ...Invitation.properties,
  mail_sent: Type.Boolean(),
  mail_error: Nullable(Type.String()),
  manual_link: Nullable(Type.String()),
});
const InvitationParams = Type.Object({ invitation_id: Type.Integer({ minimum: 1 }) });
const TokenField = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) });

export interface InvitationRouteDeps {
  invitations: InvitationsService;
  errors: ErrorRegistry;
  secureCookies: boolean;
}

/** Invitations (administrators), their mobile mirror, the rights check and redemption by link. */
export function invitationsRoutes(app: HttpApp, deps: InvitationRouteDeps): void {
  const { invitations, errors } = deps;
  const admin = { auth: 'account', roles: ['admin'] } as const;
  const refusals = ['not_authenticated', 'forbidden'];

  for (const base of ['/api/users/invitations', '/api/app/1/admin/invitations']) {
    app.get(
      base,
      {
        config: admin,
        schema: {
          tags: ['accounts'],
          summary: 'Open invitations, and redeemed ones whose note is not dismissed',
          response: { 200: Type.Array(Invitation), ...errorResponses(errors, refusals) },
        },
      },
      async () => invitations.listForAdministrators(),
    );

    app.post(
      base,
      {
        config: admin,
        schema: {
          tags: ['accounts'],
          summary: 'Invites someone by mail; the account arises when the link is redeemed',
          body: Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }), ...rightsProperties }),
          response: { 201: CreatedInvitation, ...errorResponses(errors, [...refusals, 'invalid_input']) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await invitations.create(principalOf(request).account, request.body as never)),
    );

    app.delete(
      `${base}/:invitation_id`,
      {
        config: admin,
        schema: {
          tags: ['accounts'],
          summary: 'Withdraws an open invitation; its link stops at once',
          params: InvitationParams,
          response: { 204: Type.Null(), ...errorResponses(errors, [...refusals, 'not_found', 'invitation_not_open']) },
        },
      },
      async (request, reply) => {
        await invitations.withdraw(request.params.invitation_id);
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    '/api/users/invitations/server',
    {
      config: admin,
      schema: {
        tags: ['accounts'],
        summary: 'Media servers an invitation can share libraries of (none is connected in this version)',
        response: { 200: Type.Array(Type.Unknown()), ...errorResponses(errors, refusals) },
      },
    },
    // media-server connections are not built yet, so there is nothing to offer
    async () => [],
  );

  app.post(
    '/api/users/invitations/:invitation_id/gesehen',
    {
      config: admin,
      schema: {
        tags: ['accounts'],
        summary: 'Dismisses the note of a redeemed invitation',
        params: InvitationParams,
        response: { 204: Type.Null(), ...errorResponses(errors, [...refusals, 'not_found']) },
      },
    },
    async (request, reply) => {
      await invitations.dismissNote(request.params.invitation_id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/users/rechte/bewerten',
    {
      config: admin,
      schema: {
        tags: ['accounts'],
        summary: 'Judges a rights part: per permission whether it may be chosen, has an effect, and why not',
        body: Type.Object(rightsProperties),
        response: { 200: Evaluation, ...errorResponses(errors, [...refusals, 'invalid_input']) },
      },
    },
    async (request) => evaluateRights(request.body as never),
  );

  // the token travels in the query (redacted in the log) or the body, never in the path
  app.get(
    '/api/einladungen',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['accounts'],
        summary: 'What an invitation link offers (for the invitation page)',
        querystring: TokenField,
        response: {
          200: Type.Object({ email: Type.String(), role: Type.String(), expires_at: Type.String(), zustand: Type.String() }),
          ...errorResponses(errors, ['not_found']),
        },
      },
    },
    async (request) => invitations.preview(request.query.token),
  );

  app.post(
    '/api/einladungen/einloesen',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['accounts'],
        summary: 'Redeems an invitation: makes the account and signs it in (refresh token as cookie)',
        body: Type.Object({
          ...TokenField.properties,
          username: Type.String({ minLength: 2, maxLength: 64 }),
          password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
          display_name: opt(Type.String({ maxLength: 100 })),
          language: Type.Optional(Type.String({ enum: ['de', 'en'] })),
        }),
        response: {
          201: TokenPair,
          ...errorResponses(errors, ['invalid_input', 'not_found', 'invitation_not_open', 'username_taken']),
        },
      },
    },
    async (request, reply) => {
      const { session } = await invitations.redeem(request.body.token, {
        username: request.body.username,
        password: request.body.password,
        displayName: request.body.display_name ?? null,
        ...(request.body.language ? { language: request.body.language } : {}),
        ...(request.headers['user-agent'] ? { userAgent: request.headers['user-agent'] } : {}),
      });
      return reply.status(201).send(answerWithSession(reply, session, deps.secureCookies));
    },
  );
}
