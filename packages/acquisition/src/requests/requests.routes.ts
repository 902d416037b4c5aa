import type { ErrorRegistry, HttpApp } from '@hms/platform';
import { apiV1Responses, CAT_ERRORS, VER_ERRORS } from '../api-v1/api-v1-errors.ts';
import { RequestIn, RequestOut } from './requests.schemas.ts';
import type { RequestsService } from './requests.service.ts';
import { actorOf } from '../library/actor.ts';

export function registerRequestsRoutes(app: HttpApp, deps: { requests: RequestsService; errors: ErrorRegistry }): void {
  app.post(
    '/api/v1/requests',
    {
      config: { scope: 'request' },
      schema: {
        summary: 'Request a title, more versions of it, or more of a series or an artist',
        description:
          'Idempotent: asking twice gives the same result. Never switches anything off. 201 when the title came in with this call, 200 when it was there.',
        tags: ['requests'],
        body: RequestIn,
        response: {
          200: RequestOut,
          201: RequestOut,
          ...apiV1Responses(deps.errors, [
            'title_not_found',
            'version_not_found',
            'ref_ambiguous',
            'version_fed_by_source',
            'catalog_not_configured',
            'catalog_token_unreadable',
            ...VER_ERRORS,
            'ref_not_addable',
            ...CAT_ERRORS,
          ]),
        },
      },
    },
    async (request, reply) => {
      const result = await deps.requests.request(request.body, actorOf(request));
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );
}
