import type { ErrorRegistry, HttpApp } from '@hms/platform';
import { apiV1Responses, REF_ERRORS, VER_ERRORS } from '../api-v1/api-v1-errors.ts';
import { actorOf } from './actor.ts';
import {
  DeleteFilesIn,
  DeleteFilesOut,
  DeleteTitleOut,
  DeleteTitleQuery,
  MonitoringIn,
  MonitoringOut,
  RefreshOut,
  SearchOut,
  WithdrawIn,
  WithdrawOut,
} from './library-change.schemas.ts';
import { TitleParams } from './library.schemas.ts';
import type { InsightService } from './insight.service.ts';
import type { MonitoringService } from './monitoring.service.ts';
import type { RefreshService } from './refresh.service.ts';
import type { WithdrawService } from './withdraw.service.ts';

const tags = ['requesting'];
const TITLE_VER = ['title_not_found', 'version_not_found', 'ref_ambiguous', 'version_fed_by_source', ...VER_ERRORS];

/** Changing titles: switches, search, refresh, withdraw, files to the bin, removal. */
export function registerLibraryChangeRoutes(
  app: HttpApp,
  deps: {
    monitoring: MonitoringService;
    withdraw: WithdrawService;
    insight: InsightService;
    refresh: RefreshService;
    errors: ErrorRegistry;
  },
): void {
  const { errors } = deps;

  app.put(
    '/api/v1/titles/:kind/:ref/monitoring',
    {
      config: { scope: 'request' },
      schema: {
        summary: 'Watch or freeze a title, versions, seasons, episodes or albums',
        description: 'Only the switches change: no download stops, no file moves.',
        tags,
        params: TitleParams,
        body: MonitoringIn,
        response: { 200: MonitoringOut, ...apiV1Responses(errors, TITLE_VER) },
      },
    },
    async (request) => deps.monitoring.set(request.params.kind, request.params.ref, request.body, actorOf(request)),
  );

  app.post(
    '/api/v1/titles/:kind/:ref/search',
    {
      config: { scope: 'request' },
      schema: {
        summary: 'Put the title into the order of the automatic search',
        tags,
        params: TitleParams,
        response: { 202: SearchOut, ...apiV1Responses(errors, REF_ERRORS) },
      },
    },
    async (request, reply) => reply.status(202).send(await deps.insight.searchTitle(request.params.kind, request.params.ref, actorOf(request))),
  );

  app.post(
    '/api/v1/titles/:kind/:ref/refresh',
    {
      config: { scope: 'request' },
      schema: {
        summary: "Re-read the title from the catalog and rescan its folders",
        tags,
        params: TitleParams,
        response: { 202: RefreshOut, ...apiV1Responses(errors, REF_ERRORS) },
      },
    },
    async (request, reply) => reply.status(202).send(await deps.refresh.enqueue(request.params.kind, request.params.ref)),
  );

  app.post(
    '/api/v1/titles/:kind/:ref/withdraw',
    {
      config: { scope: 'request' },
      schema: {
        summary: 'Take a request back',
        description:
          'Watching goes off for the scope; with delete_files the files move to the recycle bin. A title or version a program brought that is empty afterwards goes.',
        tags,
        params: TitleParams,
        body: WithdrawIn,
        response: {
          200: WithdrawOut,
          ...apiV1Responses(errors, [...TITLE_VER, 'download_finished', 'download_importing']),
        },
      },
    },
    async (request) => deps.withdraw.withdraw(request.params.kind, request.params.ref, request.body, actorOf(request)),
  );

  app.post(
    '/api/v1/titles/:kind/:ref/delete-files',
    {
      config: { scope: 'request' },
      schema: {
        summary: 'Move files to the recycle bin',
        description: 'With their subtitles; a file holding several episodes goes whole when one of them is named.',
        tags,
        params: TitleParams,
        body: DeleteFilesIn,
        response: { 200: DeleteFilesOut, ...apiV1Responses(errors, [...TITLE_VER, 'download_importing']) },
      },
    },
    async (request) => deps.withdraw.deleteFiles(request.params.kind, request.params.ref, request.body, actorOf(request)),
  );

  app.delete(
    '/api/v1/titles/:kind/:ref',
    {
      config: { scope: 'request' },
      schema: {
        summary: 'Remove a title',
        description: "The service's own versions go, then the title; with delete_files its files move to the recycle bin first.",
        tags,
        params: TitleParams,
        querystring: DeleteTitleQuery,
        response: {
          200: DeleteTitleOut,
          ...apiV1Responses(errors, [...REF_ERRORS, 'download_finished', 'title_has_source_versions']),
        },
      },
    },
    async (request) =>
      deps.withdraw.remove(request.params.kind, request.params.ref, request.query.delete_files, actorOf(request)),
  );
}
