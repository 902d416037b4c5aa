import cookie from '@fastify/cookie';
import { AppError, type HttpApp } from '@hms/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OwnerService } from './owner.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route of the owner's web API: needs the owner's session cookie (never an API key). */
    owner?: boolean;
  }
}

export const SESSION_COOKIE = 'acq_session';
const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const sessionTokenOf = (request: FastifyRequest) => request.cookies[SESSION_COOKIE];

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    expires: new Date(expiresAt),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict' });
}

/**
 * The gate of the owner's web API: routes with `config.owner` need a valid session cookie
 * (401 `session_required`), and those that change something also `X-Requested-With`
 * (403 `requested_with_missing`), which a cross-site form cannot send.
 */
export async function registerOwnerAuth(app: HttpApp, deps: { owner: OwnerService }): Promise<void> {
  await app.register(cookie);
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config?.owner) return;
    if (!(await deps.owner.isSessionValid(sessionTokenOf(request)))) throw new AppError('session_required');
    const requestedWith = request.headers['x-requested-with'];
    if (CHANGING_METHODS.has(request.method) && (typeof requestedWith !== 'string' || requestedWith.trim() === '')) {
      throw new AppError('requested_with_missing');
    }
  });
}
