import type { ErrorRegistry, HttpApp } from '@hms/platform';
import { apiV1Responses, REF_ERRORS } from '../api-v1/api-v1-errors.ts';
import {
  ArtistAlbumsOut,
  ArtistParams,
  FilesOut,
  HistoryOut,
  HistoryQuery,
  LookupIn,
  LookupOut,
  SeasonDetailOut,
  SeasonParams,
  TitlesOut,
  TitlesQuery,
} from './library-read.schemas.ts';
import { TitleOut, TitleParams } from './library.schemas.ts';
import type { FeedService } from './feed.service.ts';
import type { ReadingService } from './reading.service.ts';

const tags = ['titles'];

/** Reading the library: the change feed, lookup, one title and its seasons, files, history, albums. */
export function registerLibraryRoutes(
  app: HttpApp,
  deps: { feed: FeedService; reading: ReadingService; errors: ErrorRegistry },
): void {
  const { feed, reading, errors } = deps;

  app.get(
    '/api/v1/titles',
    {
      config: { scope: 'read' },
      schema: {
        summary: 'Change feed of the library',
        description:
          'Titles whose change number is above `after`, oldest change first, and (unless `after` is 0) the titles removed since. Page size 500 by default, 2000 at most.',
        tags,
        querystring: TitlesQuery,
        response: { 200: TitlesOut, ...apiV1Responses(errors, ['marker_too_old', 'kind_unsupported']) },
      },
    },
    async (request) => feed.page(request.query.after, request.query.kind ?? null, request.query.limit),
  );

  app.post(
    '/api/v1/titles/lookup',
    {
      config: { scope: 'read' },
      schema: {
        summary: 'Look up to 100 titles at once',
        description: 'Answered straight from the library, in the order asked; an entry that cannot be answered carries `error`.',
        tags,
        body: LookupIn,
        response: { 200: LookupOut, ...apiV1Responses(errors) },
      },
    },
    async (request) => ({ items: await reading.lookup(request.body.items) }),
  );

  app.get(
    '/api/v1/titles/:kind/:ref',
    {
      config: { scope: 'read' },
      schema: {
        summary: 'One title as the list shows it',
        tags,
        params: TitleParams,
        response: { 200: TitleOut, ...apiV1Responses(errors, REF_ERRORS) },
      },
    },
    async (request) => reading.title(request.params.kind, request.params.ref),
  );

  app.get(
    '/api/v1/titles/series/:ref/seasons/:season',
    {
      config: { scope: 'read' },
      schema: {
        summary: "A season's episodes with every version's state",
        tags,
        params: SeasonParams,
        response: {
          200: SeasonDetailOut,
          ...apiV1Responses(errors, [...REF_ERRORS, 'season_not_found']),
        },
      },
    },
    async (request) => reading.season(request.params.ref, request.params.season),
  );

  app.get(
    '/api/v1/titles/:kind/:ref/history',
    {
      config: { scope: 'read' },
      schema: {
        summary: "A title's history, newest first",
        tags,
        params: TitleParams,
        querystring: HistoryQuery,
        response: { 200: HistoryOut, ...apiV1Responses(errors, REF_ERRORS) },
      },
    },
    async (request) =>
      reading.history(request.params, request.query.before ?? null, request.query.limit),
  );

  app.get(
    '/api/v1/titles/:kind/:ref/files',
    {
      config: { scope: 'read' },
      schema: {
        summary: "A title's files per version",
        tags,
        params: TitleParams,
        response: { 200: FilesOut, ...apiV1Responses(errors, REF_ERRORS) },
      },
    },
    async (request) => reading.files(request.params.kind, request.params.ref),
  );

  app.get(
    '/api/v1/titles/artist/:ref/albums',
    {
      config: { scope: 'read' },
      schema: {
        summary: "An artist's albums with watch switch and state per version",
        tags,
        params: ArtistParams,
        response: { 200: ArtistAlbumsOut, ...apiV1Responses(errors, REF_ERRORS) },
      },
    },
    async (request) => reading.albums(request.params.ref),
  );

  app.get(
    '/api/v1/history',
    {
      config: { scope: 'read' },
      schema: {
        summary: "The whole library's history, newest first",
        tags: ['history'],
        querystring: HistoryQuery,
        response: { 200: HistoryOut, ...apiV1Responses(errors) },
      },
    },
    async (request) => reading.history(null, request.query.before ?? null, request.query.limit),
  );
}
