import { AppError } from '@hms/platform';
import type { FastifyRequest } from 'fastify';
import type { HttpApp } from '@hms/platform';
import { rightsFor } from '../accounts/rights.ts';
import type { TokensService } from '../tokens/tokens.service.ts';
import { TOKEN_PREFIX } from '../tokens/tokens.service.ts';
import type { Principal, RouteAuth } from './principal.ts';
import type { SessionsService } from './sessions.service.ts';

/** The platform's own documentation routes are readable without a key. */
const KEYLESS_PLATFORM_ROUTES = new Set(['/api/openapi.json', '/api/docs']);

/**
 * Writing addresses a read-only token may still use: registering its own callback
 * (seed 5.4: `PUT /api/v1/me/push`, and with it confirming and removing it).
 */
const READ_ONLY_WRITABLE = new Set(['/api/v1/me/push']);
const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function presentedCredential(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match) return match[1];
  }
  const apiKey = request.headers['x-api-key'];
  if (typeof apiKey === 'string' && apiKey.trim() !== '') return apiKey.trim();
  return undefined;
}

/**
 * Registers the one place credentials are read: `Authorization: Bearer` with an access token
 * (JWT) or a personal token, or `X-Api-Key` with a personal token. Runs on `onRequest`, before
 * the body is parsed, so an unauthenticated call gets 401 whatever it sends. Routes declare
 * `config.auth`; a route without it needs an account (secure by default).
 */
export function registerAuthHook(app: HttpApp, deps: { sessions: SessionsService; tokens: TokensService }): void {
  app.decorateRequest('principal', null);

  const resolve = async (credential: string): Promise<Principal | undefined> => {
    if (credential.startsWith(TOKEN_PREFIX)) {
      const owner = await deps.tokens.authenticate(credential);
      if (!owner) return undefined;
      const token = { id: owner.token.id, name: owner.token.name, readOnly: owner.token.readOnly };
      return { account: owner.account, via: 'token', token, rights: rightsFor(owner.account.role, token), sessionId: null };
    }
    const identity = await deps.sessions.authenticateAccess(credential);
    if (!identity) return undefined;
    return {
      account: identity.account,
      via: 'session',
      token: null,
      rights: rightsFor(identity.account.role, null),
      sessionId: identity.sessionId,
    };
  };

  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    // no route matched: the not-found handler answers 404/405 without looking at credentials
    if (url === undefined) return;
    const config = request.routeOptions.config as RouteAuth;
    const mode = config.auth ?? (KEYLESS_PLATFORM_ROUTES.has(url) ? 'none' : 'account');
    const credential = presentedCredential(request);
    const principal = credential ? await resolve(credential) : undefined;
    if (mode === 'none') {
      request.principal = principal?.account.isActive ? principal : null;
      return;
    }
    if (!principal) throw new AppError('not_authenticated', credential ? { reason: 'invalid_token' } : {});
    if (!principal.account.isActive) throw new AppError('account_disabled');
    if (principal.token?.readOnly && !READING_METHODS.has(request.method) && !READ_ONLY_WRITABLE.has(url)) {
      throw new AppError('forbidden', { reason: 'read_only_token' });
    }
    if (config.roles && !config.roles.includes(principal.account.role)) {
      throw new AppError('forbidden', { reason: 'role', roles: [...config.roles] });
    }
    if (config.need && !principal.rights.includes(config.need)) {
      throw new AppError('forbidden', { reason: 'right', need: config.need });
    }
    request.principal = principal;
  });
}
