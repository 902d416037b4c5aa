import { type ErrorRegistry, errorResponses, type HttpApp } from '@hms/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../accounts/passwords.ts';
import { principalOf } from './principal.ts';
import { type IssuedSession, SESSION_DAYS, type SessionsService } from './sessions.service.ts';

/** The refresh cookie: HttpOnly, SameSite=Strict, sent only to the sign-in addresses. */
export const REFRESH_COOKIE = 'hms_refresh';
const COOKIE_PATH = '/api/auth';

export const TokenPair = Type.Object({
  access_token: Type.String(),
  token_type: Type.String(),
  expires_in: Type.Number({ description: 'Seconds the access token is valid' }),
});

const Password = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });

export function refreshCookieOptions(secure: boolean) {
  return { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict' as const, secure };
}

/** Sets the refresh cookie of a new or renewed session and answers its TokenPair. */
export function answerWithSession(reply: FastifyReply, issued: IssuedSession, secureCookies: boolean) {
  if (issued.refreshToken !== null) {
    reply.setCookie(REFRESH_COOKIE, issued.refreshToken, { ...refreshCookieOptions(secureCookies), maxAge: SESSION_DAYS * 86_400 });
  }
  reply.header('cache-control', 'no-store');
  return issued.pair;
}


export interface AuthRouteDeps {
  sessions: SessionsService;
  errors: ErrorRegistry;
  /** Secure cookies when the app is reached over https. */
  secureCookies: boolean;
}

export function authRoutes(app: HttpApp, deps: AuthRouteDeps): void {
  const { sessions, errors } = deps;
  const cookieOptions = refreshCookieOptions(deps.secureCookies);
  const answer = (reply: FastifyReply, issued: IssuedSession) => answerWithSession(reply, issued, deps.secureCookies);
  const bearer = (request: FastifyRequest) => /^Bearer\s+(\S+)/i.exec(request.headers.authorization ?? '')?.[1];
  const userAgent = (request: FastifyRequest) => request.headers['user-agent'];

  app.post(
    '/api/auth/login',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with username and password; the refresh token comes back as an HttpOnly cookie',
        body: Type.Object({ username: Type.String({ minLength: 1, maxLength: 200 }), password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }) }),
        response: {
          200: TokenPair,
          ...errorResponses(errors, ['invalid_input', 'invalid_credentials', 'account_disabled', 'rate_limited']),
        },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await sessions.login({
          username: request.body.username,
          password: request.body.password,
          address: request.ip,
          ...(userAgent(request) ? { userAgent: userAgent(request) } : {}),
        }),
      ),
  );

  app.post(
    '/api/auth/refresh',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['accounts'],
        summary: 'A new token pair for the session of the refresh cookie (the cookie is replaced)',
        response: { 200: TokenPair, ...errorResponses(errors, ['not_authenticated']) },
      },
    },
    async (request, reply) => {
      try {
        return answer(reply, await sessions.refresh(request.cookies[REFRESH_COOKIE]));
      } catch (error) {
        reply.clearCookie(REFRESH_COOKIE, cookieOptions);
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['accounts'],
        summary: 'Ends the session whose token comes with the request and clears the cookie (no authentication check)',
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await sessions.logout(request.cookies[REFRESH_COOKIE], bearer(request));
      reply.clearCookie(REFRESH_COOKIE, cookieOptions);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/me/ueberall-abmelden',
    {
      config: { auth: 'account' },
      schema: {
        tags: ['accounts'],
        summary: 'Ends every session of the account on every device (the caller gets a fresh pair)',
        response: { 200: TokenPair, ...errorResponses(errors, ['not_authenticated', 'forbidden']) },
      },
    },
    async (request, reply) => answer(reply, await sessions.logoutEverywhere(principalOf(request).account.id, userAgent(request))),
  );

  app.post(
    '/api/auth/me/password',
    {
      config: { auth: 'account' },
      schema: {
        tags: ['accounts'],
        summary: 'Changes the own password; every other device is signed out and older tokens are refused',
        body: Type.Object({ current_password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }), new_password: Password }),
        response: {
          200: TokenPair,
          ...errorResponses(errors, ['invalid_input', 'not_authenticated', 'forbidden', 'wrong_password']),
        },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await sessions.changePassword(principalOf(request).account.id, {
          currentPassword: request.body.current_password,
          newPassword: request.body.new_password,
          ...(userAgent(request) ? { userAgent: userAgent(request) } : {}),
        }),
      ),
  );
}
