import { type ErrorRegistry, errorResponses, type HttpApp, nullableInput } from '@hms/platform';
import { type TSchema, Type } from 'typebox';
import { principalOf } from '../auth/principal.ts';
import { type Account, ROLES } from './account.ts';
import { AccountRecord, toAccountRecord } from './account-record.ts';
import type { BetreiberService } from './betreiber.service.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords.ts';
import type { UsersService } from './users.service.ts';

const nullable = <T extends TSchema>(schema: T) => Type.Optional(nullableInput(schema));
const ProfileIds = Type.Array(Type.Integer({ minimum: 0 }), { maxItems: 500 });
const UserParams = Type.Object({ user_id: Type.Integer({ minimum: 1 }) });

const AccountChanges = Type.Object(
  {
    role: nullable(Type.String({ enum: [...ROLES] })),
    display_name: nullable(Type.String({ maxLength: 100 })),
    language: nullable(Type.String({ enum: ['de', 'en'] })),
    is_active: nullable(Type.Boolean()),
    auto_approve: nullable(Type.Boolean()),
    auto_approve_movies: nullable(Type.Boolean()),
    auto_approve_series: nullable(Type.Boolean()),
    quota_movies_limit: nullable(Type.Integer({ minimum: 0, maximum: 100_000 })),
    quota_series_limit: nullable(Type.Integer({ minimum: 0, maximum: 100_000 })),
    storage_limit_gb: nullable(Type.Number({ minimum: 0 })),
    blocked_movie_profiles: nullable(ProfileIds),
    blocked_series_profiles: nullable(ProfileIds),
    blocked_movie_uhd_profiles: nullable(ProfileIds),
    blocked_series_uhd_profiles: nullable(ProfileIds),
    fassung_rechte: nullable(Type.Array(Type.Object({}, { additionalProperties: true }), { maxItems: 100 })),
    can_request_uhd_movies: nullable(Type.Boolean()),
    can_request_uhd_series: nullable(Type.Boolean()),
    auto_approve_uhd: nullable(Type.Boolean()),
    can_manage_children: nullable(Type.Boolean()),
  },
  { additionalProperties: false },
);

const BetreiberAnswer = Type.Object({
  user_id: Type.Union([Type.Number(), Type.Null()]),
  username: Type.Union([Type.String(), Type.Null()]),
  display_name: Type.Union([Type.String(), Type.Null()]),
  aus_umgebung: Type.Boolean(),
});

export interface UsersRouteDeps {
  users: UsersService;
  betreiber: BetreiberService;
  errors: ErrorRegistry;
}

/** The administrator's user area and the parents' children area (seed 4.2). */
export function usersRoutes(app: HttpApp, deps: UsersRouteDeps): void {
  const { users, betreiber, errors } = deps;
  const admin = { auth: 'account', roles: ['admin'] } as const;
  const refusals = ['not_authenticated', 'forbidden'];
  const withUsage = async (account: Account) => ({ ...toAccountRecord(account), ...(await users.usageOf(account)) });

  // the web addresses and their mobile mirror (`/api/app/1/admin/users...`, same payloads)
  for (const base of ['/api/users', '/api/app/1/admin/users']) {
    app.get(
      base,
      {
        config: admin,
        schema: {
          tags: ['accounts'],
          summary: 'Every account with its quota usage (administrators)',
          response: { 200: Type.Array(AccountRecord), ...errorResponses(errors, refusals) },
        },
      },
      async () => Promise.all((await users.list()).map(withUsage)),
    );

    app.patch(
      `${base}/:user_id`,
      {
        config: admin,
        schema: {
          tags: ['accounts'],
          summary: 'Changes an account (role, rights, quotas, switched on or off)',
          params: UserParams,
          body: AccountChanges,
          response: {
            200: AccountRecord,
            ...errorResponses(errors, [...refusals, 'invalid_input', 'not_found', 'betreiber_protected']),
          },
        },
      },
      async (request) =>
        toAccountRecord(await users.change(principalOf(request).account, request.params.user_id, request.body as never)),
    );

    app.post(
      `${base}/:user_id/quota/reset`,
      {
        config: admin,
        schema: {
          tags: ['accounts'],
          summary: 'Sets the usage of the current quota period to zero (the requests stay)',
          params: UserParams,
          response: { 200: AccountRecord, ...errorResponses(errors, [...refusals, 'not_found']) },
        },
      },
      async (request) => withUsage(await users.resetQuota(request.params.user_id)),
    );
  }

  app.post(
    '/api/users/:user_id/password',
    {
      config: admin,
      schema: {
        tags: ['accounts'],
        summary: "Sets an account's password directly; its sessions end",
        params: UserParams,
        body: Type.Object({ password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }) }),
        response: {
          204: Type.Null(),
          ...errorResponses(errors, [...refusals, 'invalid_input', 'not_found', 'betreiber_protected']),
        },
      },
    },
    async (request, reply) => {
      await users.setPassword(principalOf(request).account, request.params.user_id, request.body.password);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/users/:user_id',
    {
      config: admin,
      // most clients send DELETE without a body: that means "no choices"
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: ['accounts'],
        summary: 'Deletes an account (never the owner; never the own one); the body carries what becomes of its data',
        params: UserParams,
        body: Type.Object({
            haus: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 10_000 })),
            loeschen: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 10_000 })),
            staffeln: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }), { maxItems: 10_000 })),
            offen_behalten: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 10_000 })),
            serverkonten: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }), { maxItems: 100 })),
          }),
        response: {
          204: Type.Null(),
          ...errorResponses(errors, [...refusals, 'invalid_input', 'not_found', 'betreiber_protected', 'account_in_use']),
        },
      },
    },
    async (request, reply) => {
      await users.delete(principalOf(request).account, request.params.user_id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/users/:user_id/aufloesung',
    {
      config: admin,
      schema: {
        tags: ['accounts'],
        summary: "Preview of deleting an account: its stored items, running and open requests",
        params: UserParams,
        response: {
          200: Type.Object({
            posten: Type.Array(Type.Unknown()),
            laufende: Type.Array(Type.Unknown()),
            offen: Type.Array(Type.Unknown()),
            serverkonten: Type.Array(Type.Unknown()),
          }),
          ...errorResponses(errors, [...refusals, 'not_found']),
        },
      },
    },
    async (request) => users.dissolutionPreview(request.params.user_id),
  );

  app.get(
    '/api/users/betreiber',
    {
      config: admin,
      schema: {
        tags: ['accounts'],
        summary: 'Who carries the owner flag and whether the environment pins it',
        response: { 200: BetreiberAnswer, ...errorResponses(errors, refusals) },
      },
    },
    async () => betreiber.info(),
  );

  app.post(
    '/api/users/betreiber/uebergeben',
    {
      config: admin,
      schema: {
        tags: ['accounts'],
        summary: 'The owner hands the owner flag to another active administrator (no way back)',
        body: Type.Object({ user_id: Type.Integer({ minimum: 1 }) }),
        response: {
          200: BetreiberAnswer,
          ...errorResponses(errors, [...refusals, 'invalid_input', 'betreiber_pinned', 'betreiber_target_invalid']),
        },
      },
    },
    async (request) => betreiber.handOver(principalOf(request).account, request.body.user_id),
  );

  app.get(
    '/api/children',
    {
      config: { auth: 'account' },
      schema: {
        tags: ['accounts'],
        summary: "The caller's child accounts",
        response: { 200: Type.Array(AccountRecord), ...errorResponses(errors, refusals) },
      },
    },
    async (request) => Promise.all((await users.children(principalOf(request).account)).map(withUsage)),
  );

  app.post(
    '/api/children',
    {
      config: { auth: 'account' },
      schema: {
        tags: ['accounts'],
        summary: 'Makes a child account under the caller (administrators, and accounts allowed to manage children)',
        body: Type.Object(
          {
            username: Type.String({ minLength: 2, maxLength: 64 }),
            password: nullableInput(Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })),
            display_name: nullable(Type.String({ maxLength: 100 })),
            age: nullable(Type.Integer({ minimum: 0, maximum: 17 })),
          },
          { additionalProperties: false },
        ),
        response: {
          201: AccountRecord,
          ...errorResponses(errors, [...refusals, 'invalid_input', 'username_taken']),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(toAccountRecord(await users.createChild(principalOf(request).account, request.body))),
  );
}
