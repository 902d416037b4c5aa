import { AppError, type ErrorRegistry, type HttpApp, nullableInput } from '@hms/platform';
import { Type } from 'typebox';
import { apiV1Responses, CAT_ERRORS, REF_ERRORS } from '../api-v1/api-v1-errors.ts';
import { WhyManyIn, WhyManyOut, WhyOut } from './library-change.schemas.ts';
import { KindText, RefText, SeriesScopeIn, TitleParams } from './library.schemas.ts';
import type { InsightService } from './insight.service.ts';
import type { PreviewService } from './preview.service.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
const VersionsState = Type.Array(Type.Object({ version: Type.String(), monitored: Type.Boolean(), state: Type.String() }));

const WantedOut = Type.Object({
  items: Type.Array(
    Type.Object({
      kind: Type.String(),
      ref: Type.String(),
      name: Type.String(),
      version: Type.String(),
      state: Type.String(),
      release_date: Nullable(Type.String()),
    }),
  ),
  total: Type.Integer(),
  next_offset: Nullable(Type.Integer()),
});
const CalendarOut = Type.Object({
  from: Type.String(),
  to: Type.String(),
  items: Type.Array(
    Type.Object({
      date: Type.String(),
      kind: Type.String(),
      ref: Type.String(),
      name: Type.String(),
      season: Nullable(Type.Integer()),
      episode: Nullable(Type.Integer()),
      episode_name: Nullable(Type.String()),
      versions: VersionsState,
    }),
  ),
});
const RatingsOut = Type.Object({
  items: Type.Array(
    Type.Object({
      ref: Type.String(),
      average: Nullable(Type.Number()),
      votes: Nullable(Type.Integer()),
      source: Type.String(),
      error: Nullable(Type.Object({ code: Type.String(), params: Type.Record(Type.String(), Type.Unknown()) })),
    }),
  ),
});
const PreviewIn = Type.Object(
  {
    kind: KindText,
    ref: RefText,
    versions: Type.Optional(nullableInput(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50 }))),
    search: Type.Optional(Type.Boolean({ default: false })),
    series: Type.Optional(nullableInput(SeriesScopeIn)),
  },
  { additionalProperties: false },
);
const PreviewResultOut = Type.Object({
  preview_id: Type.String(),
  state: Type.String({ enum: ['running', 'done'] }),
  releases: Type.Integer(),
  indexers: Type.Array(Type.Object({ indexer: Type.String(), releases: Type.Integer(), error: Nullable(Type.String()) })),
  title: Type.Object({
    kind: Type.String(),
    ref: Type.String(),
    name: Type.String(),
    in_library: Type.Boolean(),
    release_date: Nullable(Type.String()),
    released: Type.Boolean(),
  }),
  versions: Type.Array(
    Type.Object({
      version: Type.String(),
      in_library: Type.Boolean(),
      state: Nullable(Type.String()),
      ready: Type.Boolean(),
      reasons: Type.Array(Type.String()),
      would_search: Type.Boolean(),
      release: Nullable(Type.Object({ name: Type.String() })),
      why_not: Nullable(Type.String()),
    }),
  ),
});

/** Questions that ask no indexer: why, wanted, calendar, ratings, preview. */
export function registerLibraryInsightRoutes(
  app: HttpApp,
  deps: { insight: InsightService; preview: PreviewService; errors: ErrorRegistry },
): void {
  const { insight, preview, errors } = deps;

  app.post(
    '/api/v1/titles/why',
    {
      config: { scope: 'read' },
      schema: {
        summary: 'Why up to 50 titles are not there yet',
        tags: ['titles'],
        body: WhyManyIn,
        response: { 200: WhyManyOut, ...apiV1Responses(errors) },
      },
    },
    async (request) => insight.whyMany(request.body.items),
  );

  app.get(
    '/api/v1/titles/:kind/:ref/why',
    {
      config: { scope: 'read' },
      schema: {
        summary: 'Per version one reason, weightiest first; asks no indexer',
        tags: ['titles'],
        params: TitleParams,
        response: { 200: WhyOut, ...apiV1Responses(errors, REF_ERRORS) },
      },
    },
    async (request) => insight.why(request.params.kind, request.params.ref),
  );

  app.get(
    '/api/v1/wanted',
    {
      config: { scope: 'read' },
      schema: {
        summary: 'Released, watched and missing or below the cutoff',
        tags: ['titles'],
        querystring: Type.Object(
          {
            kind: Type.Optional(KindText),
            offset: Type.Integer({ minimum: 0, default: 0 }),
            limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
          },
          { additionalProperties: false },
        ),
        response: { 200: WantedOut, ...apiV1Responses(errors, ['kind_unsupported']) },
      },
    },
    async (request) => insight.wanted(request.query.kind ?? null, request.query.offset, request.query.limit),
  );

  app.get(
    '/api/v1/calendar',
    {
      config: { scope: 'read' },
      schema: {
        summary: 'Releases and airings in a window of dates',
        tags: ['titles'],
        querystring: Type.Object(
          { from: DateText, to: DateText, kind: Type.Optional(KindText) },
          { additionalProperties: false },
        ),
        response: { 200: CalendarOut, ...apiV1Responses(errors, ['kind_unsupported']) },
      },
    },
    async (request) => insight.calendar(request.query.from, request.query.to, request.query.kind ?? null),
  );

  app.get(
    '/api/v1/ratings',
    {
      config: { scope: 'read' },
      schema: {
        summary: 'Catalog ratings of titles in the library',
        tags: ['titles'],
        querystring: Type.Object(
          { refs: Type.String({ minLength: 1, maxLength: 12000, description: 'Comma-separated refs, at most 100' }), kind: KindText },
          { additionalProperties: false },
        ),
        response: { 200: RatingsOut, ...apiV1Responses(errors, ['kind_unsupported']) },
      },
    },
    async (request) => {
      const refs = request.query.refs.split(',').map((r) => r.trim()).filter((r) => r !== '');
      if (refs.length > 100) {
        throw new AppError('invalid_input', { errors: [{ path: 'querystring/refs', code: 'maxItems' }], summary: 'at most 100 refs' });
      }
      return insight.ratings(refs, request.query.kind);
    },
  );

  app.post(
    '/api/v1/preview',
    {
      config: { scope: 'request' },
      schema: {
        summary: 'What a request would do, without loading anything',
        description:
          'Whether the title is there, when it comes out, whether each version would search by itself. The indexer search (search: true) is not available in this build: 409 search_busy.',
        tags: ['requesting'],
        body: PreviewIn,
        response: {
          200: PreviewResultOut,
          ...apiV1Responses(errors, [
            'ref_ambiguous',
            'search_busy',
            'catalog_not_configured',
            'catalog_token_unreadable',
            'kind_unsupported',
            'ref_invalid',
            'ref_source_unknown',
            'ref_not_addable',
            'version_unknown',
            'version_kind_mismatch',
            'scope_not_for_kind',
            'title_not_found',
            ...CAT_ERRORS,
          ]),
        },
      },
    },
    async (request) => preview.preview(request.body),
  );

  app.get(
    '/api/v1/preview/:preview_id',
    {
      config: { scope: 'request' },
      schema: {
        summary: 'A preview result (kept 30 minutes)',
        tags: ['requesting'],
        params: Type.Object({ preview_id: Type.String({ maxLength: 64 }) }),
        response: { 200: PreviewResultOut, ...apiV1Responses(errors, ['preview_not_found']) },
      },
    },
    async (request) => preview.get(request.params.preview_id),
  );
}
