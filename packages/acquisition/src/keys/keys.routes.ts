import { type ErrorRegistry, errorResponses, type HttpApp } from '@hms/platform';
import { apiV1Responses } from '../api-v1/api-v1-errors.ts';
import type { TokenBucketLimiter } from '../api-v1/rate-limiter.ts';
import { OWNER_ERRORS, OWNER_CHANGE_ERRORS } from '../owner/owner-errors.ts';
import { CallingKeyOut, KeyCreatedOut, KeyCreateIn, KeyIdParams, KeyOut, KeysListOut } from './keys.schemas.ts';
import type { KeysService } from './keys.service.ts';

export interface KeysRoutesDeps {
  keys: KeysService;
  limiter: TokenBucketLimiter;
  errors: ErrorRegistry;
}

/** `GET /api/v1/key` for programs, and the owner's key settings under `/api/keys`. */
export function keysRoutes(app: HttpApp, { keys, limiter, errors }: KeysRoutesDeps): void {
  app.get(
    '/api/v1/key',
    {
      config: { scope: 'read' },
      schema: {
        summary: 'The calling key: name, scopes, times and rate limit',
        tags: ['system'],
        security: [{ apiKey: [] }],
        response: { 200: CallingKeyOut, ...apiV1Responses(errors) },
      },
    },
    async (request) => {
      const record = await keys.get(request.apiKey!.id);
      return { ...record, rate_limit: limiter.current };
    },
  );

  app.get(
    '/api/keys',
    {
      config: { owner: true },
      schema: { summary: "The owner's API keys", tags: ['owner'], response: { 200: KeysListOut, ...errorResponses(errors, OWNER_ERRORS) } },
    },
    async () => ({ items: await keys.list() }),
  );

  app.post(
    '/api/keys',
    {
      config: { owner: true },
      schema: {
        summary: 'Make a key; the answer shows it once',
        tags: ['owner'],
        body: KeyCreateIn,
        response: { 201: KeyCreatedOut, ...errorResponses(errors, [...OWNER_CHANGE_ERRORS, 'invalid_input']) },
      },
    },
    async (request, reply) => {
      const { key, record } = await keys.create({ ...request.body, origin: 'owner' });
      return reply.status(201).send({ key, item: record });
    },
  );

  app.delete(
    '/api/keys/:key_id',
    {
      config: { owner: true },
      schema: {
        summary: 'Revoke a key; other keys keep working',
        tags: ['owner'],
        params: KeyIdParams,
        response: { 200: KeyOut, ...errorResponses(errors, [...OWNER_CHANGE_ERRORS, 'key_not_found', 'invalid_input']) },
      },
    },
    async (request) => keys.revoke(request.params.key_id),
  );
}
