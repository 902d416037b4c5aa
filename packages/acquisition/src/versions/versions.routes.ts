import { AppError, type ErrorRegistry, errorResponses, type HttpApp } from '@hms/platform';
import { Type } from 'typebox';
import { apiV1Responses } from '../api-v1/api-v1-errors.ts';
import { OWNER_CHANGE_ERRORS, OWNER_ERRORS } from '../owner/owner-errors.ts';
import {
  OwnerVersionOut,
  OwnerVersionsOut,
  VersionChangeIn,
  VersionCreateIn,
  VersionIdParams,
  VersionsOut,
  VersionsQuery,
} from './versions.schemas.ts';
import {
  VERSION_KINDS,
  type VersionChange,
  type VersionInfo,
  type VersionInput,
  type VersionsService,
} from './versions.service.ts';

/** `GET /api/v1/versions` for programs, and the owner's version settings under `/api/versions`. */
export function versionsRoutes(app: HttpApp, { versions, errors }: { versions: VersionsService; errors: ErrorRegistry }): void {
  const ownerView = async (version: VersionInfo) => {
    const { ready, reasons } = await versions.readinessOf(version);
    return {
      id: version.id,
      kind: version.kind,
      name: version.name,
      quality_profile_id: version.quality_profile_id,
      position: version.position,
      root_folder: version.root_folder_setting,
      root_folder_path: version.root_folder,
      ready,
      reasons,
      created_at: version.created_at,
    };
  };

  app.get(
    '/api/v1/versions',
    {
      config: { scope: 'read' },
      schema: {
        summary: 'Versions of the service with their readiness',
        description:
          'Kinds: movie, series, album (an artist has no versions of its own: its albums do). A version that is not ready names why in `reasons`.',
        tags: ['system'],
        security: [{ apiKey: [] }],
        querystring: VersionsQuery,
        response: { 200: VersionsOut, ...apiV1Responses(errors, ['kind_unsupported']) },
      },
    },
    async (request) => {
      const { kind } = request.query;
      if (kind !== undefined && !(VERSION_KINDS as readonly string[]).includes(kind)) {
        throw new AppError('kind_unsupported', { kind, accepted: VERSION_KINDS });
      }
      const items = [];
      for (const version of await versions.list(kind)) {
        const { ready, reasons } = await versions.readinessOf(version);
        items.push({
          id: version.id,
          kind: version.kind,
          name: version.name,
          quality_profile_id: version.quality_profile_id,
          position: version.position,
          ready,
          reasons,
          source: null,
        });
      }
      return { items };
    },
  );

  app.get(
    '/api/versions',
    {
      config: { owner: true },
      schema: { summary: 'Versions with their folders', tags: ['owner'], response: { 200: OwnerVersionsOut, ...errorResponses(errors, OWNER_ERRORS) } },
    },
    async () => ({ items: await Promise.all((await versions.list()).map(ownerView)) }),
  );

  app.post(
    '/api/versions',
    {
      config: { owner: true },
      schema: {
        summary: 'Add a version (its id is fixed for good)',
        tags: ['owner'],
        body: VersionCreateIn,
        response: {
          201: OwnerVersionOut,
          ...errorResponses(errors, [...OWNER_CHANGE_ERRORS, 'version_exists', 'profile_unknown', 'invalid_input']),
        },
      },
    },
    async (request, reply) => reply.status(201).send(await ownerView(await versions.create(request.body as VersionInput))),
  );

  app.patch(
    '/api/versions/:version_id',
    {
      config: { owner: true },
      schema: {
        summary: "Change a version's name, profile, folder or position (not its id or kind)",
        tags: ['owner'],
        params: VersionIdParams,
        body: VersionChangeIn,
        response: {
          200: OwnerVersionOut,
          ...errorResponses(errors, [...OWNER_CHANGE_ERRORS, 'version_unknown', 'version_kind_fixed', 'profile_unknown', 'invalid_input']),
        },
      },
    },
    async (request) => ownerView(await versions.update(request.params.version_id, request.body as VersionChange)),
  );

  app.delete(
    '/api/versions/:version_id',
    {
      config: { owner: true },
      schema: {
        summary: 'Remove a version no title wants; its id is never used again',
        tags: ['owner'],
        params: VersionIdParams,
        response: {
          204: Type.Null(),
          ...errorResponses(errors, [...OWNER_CHANGE_ERRORS, 'version_unknown', 'version_in_use', 'invalid_input']),
        },
      },
    },
    async (request, reply) => {
      await versions.remove(request.params.version_id);
      return reply.status(204).send(null);
    },
  );
}
