import { type ErrorRegistry, errorResponses, type HttpApp, nullableInput } from '@hms/platform';
import { type TSchema, Type } from 'typebox';
import { principalOf } from '../auth/principal.ts';
import { SWITCH_NAMES } from './account.ts';
import { AccountRecord, toAccountRecord } from './account-record.ts';
import type { AccountsService, ProfileChanges } from './accounts.service.ts';
import type { EmailService } from './email.service.ts';
import { type Account, nameOf } from './account.ts';
import { RIGHTS } from './rights.ts';

const MeV1 = Type.Object({
  version: Type.String(),
  konto: Type.Object({
    id: Type.Number(),
    username: Type.String(),
    name: Type.String(),
    role: Type.String(),
    betreiber: Type.Boolean(),
  }),
  schluessel: Type.Union([Type.Object({ name: Type.String(), nur_lesen: Type.Boolean() }), Type.Null()]),
  darf: Type.Array(Type.String({ enum: [...RIGHTS] })),
});

const nullable = <T extends TSchema>(schema: T) => Type.Optional(nullableInput(schema));

const ProfilePatch = Type.Object(
  {
    display_name: nullable(Type.String({ maxLength: 100 })),
    language: nullable(Type.String({ enum: ['de', 'en'] })),
    theme: nullable(Type.String({ minLength: 1, maxLength: 40 })),
    discover_region: nullable(Type.String({ pattern: '^[A-Z]{2}$' })),
    ...Object.fromEntries(SWITCH_NAMES.map((name) => [name, nullable(Type.Boolean())])),
  },
  { additionalProperties: false },
);

export interface MeRouteDeps {
  accounts: AccountsService;
  /** The address change waiting for its link, shown beside the address in force. */
  email?: Pick<EmailService, 'pendingEmailOf'>;
  errors: ErrorRegistry;
  version: string;
}

export function meRoutes(app: HttpApp, deps: MeRouteDeps): void {
  const { accounts, errors } = deps;
  const record = async (account: Account) =>
    toAccountRecord(account, { pendingEmail: (await deps.email?.pendingEmailOf(account.id)) ?? null });

  app.get(
    '/api/v1/me',
    {
      config: { auth: 'account' },
      schema: {
        tags: ['v1'],
        summary: 'Who is calling and what this credential may do (first call of an integration)',
        security: [{ bearer: [] }],
        response: { 200: MeV1, ...errorResponses(errors, ['not_authenticated', 'account_disabled']) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { account } = principal;
      return {
        version: deps.version,
        konto: {
          id: account.id,
          username: account.username,
          name: nameOf(account),
          role: account.role,
          betreiber: account.isBetreiber,
        },
        schluessel: principal.token ? { name: principal.token.name, nur_lesen: principal.token.readOnly } : null,
        darf: principal.rights,
      };
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { auth: 'account' },
      schema: {
        tags: ['accounts'],
        summary: 'The own account record',
        response: { 200: AccountRecord, ...errorResponses(errors, ['not_authenticated']) },
      },
    },
    async (request) => record(principalOf(request).account),
  );

  app.patch(
    '/api/auth/me',
    {
      config: { auth: 'account' },
      schema: {
        tags: ['accounts'],
        summary: 'Changes the own profile and notification switches (the username cannot be changed)',
        body: ProfilePatch,
        response: { 200: AccountRecord, ...errorResponses(errors, ['invalid_input', 'not_authenticated', 'forbidden']) },
      },
    },
    async (request) => {
      const { account } = principalOf(request);
      return record(await accounts.updateProfile(account, request.body as ProfileChanges));
    },
  );
}
