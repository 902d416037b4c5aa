import { type ErrorRegistry, errorResponses, type HttpApp } from '@hms/platform';
import { principalOf } from '../auth/principal.ts';
import { MyStorageAnswer, MyStorageQuery } from './storage.schemas.ts';
import type { StorageService } from './storage.service.ts';

export function storageRoutes(app: HttpApp, deps: { storage: StorageService; errors: ErrorRegistry }) {
  app.get(
    '/api/v1/storage/me',
    {
      config: { auth: 'account' },
      schema: {
        summary: 'The caller\'s storage: totals, limit and a page of items (no file paths)',
        tags: ['v1'],
        security: [{ bearer: [] }],
        querystring: MyStorageQuery,
        response: {
          200: MyStorageAnswer,
          ...errorResponses(deps.errors, ['not_authenticated', 'forbidden', 'invalid_input']),
        },
      },
    },
    async (request) => deps.storage.mine(principalOf(request).account, request.query),
  );
}
