import { type ErrorRegistry, errorResponses, type HttpApp } from '@hms/platform';
import { Type } from 'typebox';
import { NO_CONTROL_CHARACTERS } from '../keys/keys.schemas.ts';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './owner-auth.ts';
import type { OwnerService } from './owner.service.ts';

const CredentialsIn = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 100, pattern: NO_CONTROL_CHARACTERS }), password: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

const SessionOut = Type.Object({
  signed_in: Type.Boolean(),
  owner_exists: Type.Boolean({ description: 'False on a fresh install: POST /api/setup makes the owner' }),
  username: Type.Union([Type.String(), Type.Null()]),
});

/** Sign-in, sign-out and the first-run setup of the owner account. */
export function ownerRoutes(app: HttpApp, { owner, errors }: { owner: OwnerService; errors: ErrorRegistry }): void {
  const sessionState = async (signedIn: boolean) => {
    const username = await owner.username();
    return { signed_in: signedIn, owner_exists: username !== null, username: signedIn ? username : null };
  };

  app.get(
    '/api/session',
    { schema: { summary: 'Whether the owner is signed in and whether an owner exists', tags: ['owner'], response: { 200: SessionOut } } },
    async (request) => sessionState(await owner.isSessionValid(sessionTokenOf(request))),
  );

  app.post(
    '/api/setup',
    {
      schema: {
        summary: 'Make the owner account on a fresh install (once) and sign in',
        tags: ['owner'],
        body: CredentialsIn,
        response: { 201: SessionOut, ...errorResponses(errors, ['owner_exists', 'invalid_input', 'internal_error']) },
      },
    },
    async (request, reply) => {
      await owner.create(request.body);
      const session = await owner.openSession();
      setSessionCookie(request, reply, session.token, session.expires_at);
      return reply.status(201).send(await sessionState(true));
    },
  );

  app.post(
    '/api/session',
    {
      schema: {
        summary: 'Sign in as the owner; sets an HttpOnly session cookie',
        tags: ['owner'],
        body: CredentialsIn,
        response: {
          200: SessionOut,
          ...errorResponses(errors, ['sign_in_failed', 'rate_limited', 'invalid_input', 'internal_error']),
        },
      },
    },
    async (request, reply) => {
      const session = await owner.signIn(request.body, request.ip);
      setSessionCookie(request, reply, session.token, session.expires_at);
      return sessionState(true);
    },
  );

  app.delete(
    '/api/session',
    {
      schema: { summary: 'Sign out', tags: ['owner'], response: { 200: SessionOut, ...errorResponses(errors, ['internal_error']) } },
    },
    async (request, reply) => {
      await owner.signOut(sessionTokenOf(request));
      clearSessionCookie(reply);
      return sessionState(false);
    },
  );
}
