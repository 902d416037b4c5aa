import { catalogErrors } from '@hms/catalog';
import { type ErrorRegistry, errorResponses, type HttpApp } from '@hms/platform';
import { Type } from 'typebox';
import { principalOf } from '../auth/principal.ts';
import { CreateRequestBody, QuotaAnswer, RecentTitle, RequestRecord } from './requests.schemas.ts';
import type { RequestsService } from './requests.service.ts';

const AUTH_ERRORS = ['not_authenticated', 'forbidden'];

export function requestsRoutes(app: HttpApp, deps: { requests: RequestsService; errors: ErrorRegistry }): void {
  const { requests, errors } = deps;
  const security = [{ bearer: [] }];

  app.post(
    '/api/v1/requests',
    {
      config: { auth: 'account', need: 'anfragen' },
      schema: {
        summary: 'Request a movie or series',
        description:
          'Quota, blocklist and approval apply to the token\'s owner. A request that needs approval is answered as pending_approval, not as an error.',
        tags: ['v1'],
        security,
        body: CreateRequestBody,
        response: {
          201: RequestRecord,
          ...errorResponses(errors, [
            ...AUTH_ERRORS,
            'invalid_input',
            'quota_exhausted',
            'blocklisted',
            'title_not_found',
            'already_requested',
            ...Object.keys(catalogErrors),
          ]),
        },
      },
    },
    async (request, reply) => reply.status(201).send(await requests.create(principalOf(request).account, request.body)),
  );

  app.get(
    '/api/v1/requests/mine',
    {
      config: { auth: 'account' },
      schema: {
        summary: 'The caller\'s requests, newest first',
        tags: ['v1'],
        security,
        response: { 200: Type.Array(RequestRecord), ...errorResponses(errors, AUTH_ERRORS) },
      },
    },
    async (request) => requests.mine(principalOf(request).account.id),
  );

  app.get(
    '/api/v1/requests/quota',
    {
      config: { auth: 'account' },
      schema: {
        summary: 'The caller\'s request quota per media kind',
        tags: ['v1'],
        security,
        response: { 200: QuotaAnswer, ...errorResponses(errors, AUTH_ERRORS) },
      },
    },
    async (request) => requests.quota(principalOf(request).account),
  );

  app.post(
    '/api/v1/requests/:request_id/cancel',
    {
      config: { auth: 'account', need: 'anfragen' },
      schema: {
        summary: 'Cancel one\'s own request while it is open',
        tags: ['v1'],
        security,
        params: Type.Object({ request_id: Type.Integer({ minimum: 1 }) }),
        response: {
          200: RequestRecord,
          ...errorResponses(errors, [...AUTH_ERRORS, 'invalid_input', 'request_not_found', 'request_not_open']),
        },
      },
    },
    async (request) => requests.cancelOwn(principalOf(request).account, request.params.request_id),
  );

  app.get(
    '/api/v1/admin/requests/pending/count',
    {
      config: { auth: 'account', roles: ['admin', 'approver'] },
      schema: {
        summary: 'Number of requests awaiting approval (approvers and administrators)',
        tags: ['v1'],
        security,
        response: { 200: Type.Integer({ minimum: 0 }), ...errorResponses(errors, AUTH_ERRORS) },
      },
    },
    async () => requests.pendingCount(),
  );

  app.get(
    '/api/v1/home/recent',
    {
      config: { auth: 'account' },
      schema: {
        summary: 'Titles that finished downloading recently, each naming its requester',
        tags: ['v1'],
        security,
        response: { 200: Type.Array(RecentTitle), ...errorResponses(errors, AUTH_ERRORS) },
      },
    },
    async () => requests.recentlyCompleted(),
  );
}
