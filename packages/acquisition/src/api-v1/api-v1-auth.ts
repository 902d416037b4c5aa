import { AppError, type HttpApp } from '@hms/platform';
import type { ApiKeyIdentity, KeysService } from '../keys/keys.service.ts';
import { isScope } from '../keys/scopes.ts';
import type { TokenBucketLimiter } from './rate-limiter.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The calling key on `/api/v1` routes that need one; undefined elsewhere. */
    apiKey?: ApiKeyIdentity;
  }
}

export const API_V1_PREFIX = '/api/v1/';

/**
 * The one gate of `/api/v1`: every route there declares `config.scope` (`none` for the two
 * pairing routes; a route without one refuses to start). For the others the hook takes the key
 * from `Authorization: Bearer`, applies the key's rate limit, then checks the scope, and leaves
 * `request.apiKey` for the route. Routes never check keys themselves.
 */
export function registerApiV1Auth(app: HttpApp, deps: { keys: KeysService; limiter: TokenBucketLimiter }): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_V1_PREFIX)) return;
    const scope = route.config?.scope;
    if (scope !== 'none' && !(scope && isScope(scope))) {
      throw new Error(`route ${route.method} ${route.url} must declare config.scope (none, read, request or operate)`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const scope = request.routeOptions.config?.scope;
    if (!request.routeOptions.url?.startsWith(API_V1_PREFIX) || !scope || scope === 'none') return;
    const identity = await deps.keys.authenticate(request.headers.authorization);
    const decision = deps.limiter.take(`key:${identity.id}`);
    if (!decision.allowed) {
      throw new AppError(
        'rate_limited',
        { retry_after: decision.retryAfterSeconds },
        { 'retry-after': String(decision.retryAfterSeconds) },
      );
    }
    if (!(identity.scopes as string[]).includes(scope)) throw new AppError('scope_missing', { scope });
    request.apiKey = identity;
  });
}
