import { type ErrorRegistry, errorResponses, type HttpApp } from '@hms/platform';
import { Type } from 'typebox';
import type { RateLimitService } from '../api-v1/rate-limit.service.ts';
import { RateLimitOut } from '../keys/keys.schemas.ts';
import { OWNER_CHANGE_ERRORS, OWNER_ERRORS } from '../owner/owner-errors.ts';
import type { CatalogSettingsService } from './catalog-settings.service.ts';

const CatalogSettingsOut = Type.Object({
  base_url: Type.Union([Type.String(), Type.Null()], { description: 'null: the public default address' }),
  token_set: Type.Boolean({ description: 'The token itself is never shown' }),
  mode: Type.String({ enum: ['demo', 'configured', 'unreadable'] }),
});

const CatalogSettingsIn = Type.Object(
  {
    base_url: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    token: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()], { description: 'null or empty clears it' })),
  },
  { additionalProperties: false },
);

const MusicCatalogSettingsOut = Type.Object({
  base_url: Type.Union([Type.String(), Type.Null()], { description: 'null: the built-in demo music catalog answers' }),
  mode: Type.String({ enum: ['demo', 'configured'] }),
});

const MusicCatalogSettingsIn = Type.Object(
  {
    base_url: Type.Union([Type.String({ maxLength: 500 }), Type.Null()], {
      description: 'A MusicBrainz-compatible server, e.g. https://musicbrainz.org; null or empty: the demo music catalog',
    }),
  },
  { additionalProperties: false },
);

const RateLimitIn = Type.Object(
  { per_second: Type.Number({ exclusiveMinimum: 0, maximum: 10_000 }), burst: Type.Integer({ minimum: 1, maximum: 10_000 }) },
  { additionalProperties: false },
);

/** The owner's settings of the catalog access and the API rate limit, under `/api/settings`. */
export function settingsRoutes(
  app: HttpApp,
  deps: { catalog: CatalogSettingsService; rateLimits: RateLimitService; errors: ErrorRegistry },
): void {
  const { catalog, rateLimits, errors } = deps;
  app.get(
    '/api/settings/catalog',
    {
      config: { owner: true },
      schema: { summary: 'Catalog address and whether a token is set', tags: ['owner'], response: { 200: CatalogSettingsOut, ...errorResponses(errors, OWNER_ERRORS) } },
    },
    async () => catalog.view(),
  );

  app.put(
    '/api/settings/catalog',
    {
      config: { owner: true },
      schema: {
        summary: 'Set the catalog address and token (stored encrypted)',
        tags: ['owner'],
        body: CatalogSettingsIn,
        response: { 200: CatalogSettingsOut, ...errorResponses(errors, [...OWNER_CHANGE_ERRORS, 'invalid_input']) },
      },
    },
    async (request) => catalog.update(request.body),
  );

  app.get(
    '/api/settings/music-catalog',
    {
      config: { owner: true },
      schema: {
        summary: 'The music catalog address',
        tags: ['owner'],
        response: { 200: MusicCatalogSettingsOut, ...errorResponses(errors, OWNER_ERRORS) },
      },
    },
    async () => catalog.musicView(),
  );

  app.put(
    '/api/settings/music-catalog',
    {
      config: { owner: true },
      schema: {
        summary: 'Set the music catalog address (MusicBrainz-compatible, one request per second)',
        tags: ['owner'],
        body: MusicCatalogSettingsIn,
        response: { 200: MusicCatalogSettingsOut, ...errorResponses(errors, [...OWNER_CHANGE_ERRORS, 'invalid_input']) },
      },
    },
    async (request) => catalog.updateMusic(request.body),
  );

  app.get(
    '/api/settings/rate-limit',
    {
      config: { owner: true },
      schema: { summary: 'The per-key rate limit of /api/v1', tags: ['owner'], response: { 200: RateLimitOut, ...errorResponses(errors, OWNER_ERRORS) } },
    },
    async () => rateLimits.current(),
  );

  app.put(
    '/api/settings/rate-limit',
    {
      config: { owner: true },
      schema: {
        summary: 'Change the per-key rate limit of /api/v1',
        tags: ['owner'],
        body: RateLimitIn,
        response: { 200: RateLimitOut, ...errorResponses(errors, [...OWNER_CHANGE_ERRORS, 'invalid_input']) },
      },
    },
    async (request) => rateLimits.update(request.body),
  );
}
