import { type ErrorRegistry, errorResponses, type HttpApp } from '@hms/platform';
import { SCOPES } from '../keys/scopes.ts';
import { OWNER_ERRORS } from '../owner/owner-errors.ts';
import { apiV1Responses } from '../api-v1/api-v1-errors.ts';
import { STATES_LIST } from './states-list.ts';
import { HealthOut, StatesOut, StorageListOut, SystemOut } from './system.schemas.ts';
import type { SystemService } from './system.service.ts';

/** The service describing itself: system, health, states and storage (all [read]). */
export function systemRoutes(app: HttpApp, { system, errors }: { system: SystemService; errors: ErrorRegistry }): void {
  const common = { tags: ['system'], security: [{ apiKey: [] }] };

  app.get(
    '/api/v1/system',
    {
      config: { scope: 'read' },
      schema: {
        ...common,
        summary: 'What this instance is and carries; ask this first',
        response: { 200: SystemOut, ...apiV1Responses(errors) },
      },
    },
    async (request) => system.describe(request.apiKey!.scopes),
  );

  app.get(
    '/api/v1/health',
    {
      config: { scope: 'read' },
      schema: {
        ...common,
        summary: 'Health findings from what the service already knows, worst first',
        description: 'Asking sends no request anywhere. Folder checks are remembered for 5 minutes.',
        response: { 200: HealthOut, ...apiV1Responses(errors) },
      },
    },
    async () => ({ items: await system.health() }),
  );

  app.get(
    '/api/v1/states',
    {
      config: { scope: 'read' },
      schema: {
        ...common,
        summary: 'The states of versions, seasons and episodes, in order of precedence',
        response: { 200: StatesOut, ...apiV1Responses(errors) },
      },
    },
    async () => ({ items: STATES_LIST }),
  );

  app.get(
    '/api/v1/storage',
    {
      config: { scope: 'read' },
      schema: {
        ...common,
        summary: "Free and total space of the disk each version's folder lies on (never a path)",
        response: { 200: StorageListOut, ...apiV1Responses(errors) },
      },
    },
    async () => ({ items: await system.storage() }),
  );

  // The same for the owner's web interface (session cookie instead of a key).
  const ownerErrors = errorResponses(errors, OWNER_ERRORS);
  app.get(
    '/api/system',
    { config: { owner: true }, schema: { summary: 'System, as the owner sees it', tags: ['owner'], response: { 200: SystemOut, ...ownerErrors } } },
    async () => system.describe([...SCOPES]),
  );
  app.get(
    '/api/health',
    { config: { owner: true }, schema: { summary: 'Health findings, worst first', tags: ['owner'], response: { 200: HealthOut, ...ownerErrors } } },
    async () => ({ items: await system.health() }),
  );
  app.get(
    '/api/storage',
    { config: { owner: true }, schema: { summary: 'Free space per version', tags: ['owner'], response: { 200: StorageListOut, ...ownerErrors } } },
    async () => ({ items: await system.storage() }),
  );
}
