import type { ErrorRegistry, HttpApp } from '@hms/platform';
import { Type } from 'typebox';
import { apiV1Responses } from '../api-v1/api-v1-errors.ts';
import type { RecycleBinService } from './recycle-bin.service.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const RecycleBinEntryOut = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  ref: Type.String(),
  title: Type.String(),
  version: Type.String(),
  season: Nullable(Type.Integer()),
  episodes: Type.Array(Type.Integer()),
  file_name: Type.String(),
  size: Type.Integer(),
  quality: Nullable(Type.String()),
  deleted_at: Type.String(),
  deleted_by: Type.String({ description: 'Key name of the program, or owner' }),
  expires_at: Type.String(),
});

export function registerRecycleBinRoutes(app: HttpApp, deps: { bin: RecycleBinService; errors: ErrorRegistry }): void {
  app.get(
    '/api/v1/recycle-bin',
    {
      config: { scope: 'read' },
      schema: {
        summary: 'Files in the recycle bin, newest first',
        tags: ['recycle-bin'],
        querystring: Type.Object(
          {
            offset: Type.Integer({ minimum: 0, default: 0 }),
            limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ items: Type.Array(RecycleBinEntryOut), more: Type.Boolean() }),
          ...apiV1Responses(deps.errors),
        },
      },
    },
    async (request) => deps.bin.list(request.query.offset, request.query.limit),
  );

  app.post(
    '/api/v1/recycle-bin/:entry_id/restore',
    {
      config: { scope: 'request' },
      schema: {
        summary: 'Put a file back where it was',
        description: 'A title that is gone cannot take files back: add it again first (409 title_gone).',
        tags: ['recycle-bin'],
        params: Type.Object({ entry_id: Type.Integer({ minimum: 1 }) }),
        response: { 200: RecycleBinEntryOut, ...apiV1Responses(deps.errors, ['entry_not_found', 'title_gone']) },
      },
    },
    async (request) => deps.bin.restore(request.params.entry_id, request.apiKey?.name ?? 'program'),
  );
}
