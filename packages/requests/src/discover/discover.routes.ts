import { catalogErrors } from '@hms/catalog';
import { type ErrorRegistry, errorResponses, type HttpApp } from '@hms/platform';
import { Type } from 'typebox';
import { principalOf } from '../auth/principal.ts';
import { MediaType, SearchAnswer, TitleDetail } from '../catalog/catalog.schemas.ts';
import type { DiscoverService } from './discover.service.ts';

const CATALOG_ERRORS = Object.keys(catalogErrors);

export function discoverRoutes(app: HttpApp, deps: { discover: DiscoverService; errors: ErrorRegistry }): void {
  const { discover, errors } = deps;

  app.get(
    '/api/v1/search/:media_type',
    {
      config: { auth: 'account' },
      schema: {
        summary: 'Search the movie/series catalog in the caller\'s language',
        tags: ['v1'],
        security: [{ bearer: [] }],
        params: Type.Object({ media_type: MediaType }),
        querystring: Type.Object({
          q: Type.String({ minLength: 1, maxLength: 200 }),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
        }),
        response: {
          200: SearchAnswer,
          ...errorResponses(errors, ['not_authenticated', 'forbidden', 'invalid_input', ...CATALOG_ERRORS]),
        },
      },
    },
    async (request) => {
      const { account } = principalOf(request);
      return discover.search(request.params.media_type, request.query.q, {
        page: request.query.page ?? 1,
        language: account.language,
      });
    },
  );

  app.get(
    '/api/v1/media/:media_type/:catalog_id',
    {
      config: { auth: 'account' },
      schema: {
        summary: 'One title: the catalog\'s facts and its state here',
        tags: ['v1'],
        security: [{ bearer: [] }],
        params: Type.Object({ media_type: MediaType, catalog_id: Type.Integer({ minimum: 1 }) }),
        response: {
          200: TitleDetail,
          ...errorResponses(errors, ['not_authenticated', 'forbidden', 'invalid_input', 'title_not_found', ...CATALOG_ERRORS]),
        },
      },
    },
    async (request) =>
      discover.title(request.params.media_type, request.params.catalog_id, principalOf(request).account.language),
  );
}
