import { type ErrorRegistry, errorResponses, type HttpApp } from '@hms/platform';
import { Type } from 'typebox';
import { principalOf } from '../auth/principal.ts';
import type { TicketsService } from './tickets.service.ts';

export function ticketsRoutes(app: HttpApp, deps: { tickets: TicketsService; errors: ErrorRegistry }) {
  app.get(
    '/api/v1/tickets/open-count',
    {
      config: { auth: 'account' },
      schema: {
        summary: 'Number of open tickets',
        description:
          'Administrators: every open ticket (open or in progress). Everybody else: their own open tickets that have an answer.',
        tags: ['v1'],
        security: [{ bearer: [] }],
        response: {
          200: Type.Integer({ minimum: 0 }),
          ...errorResponses(deps.errors, ['not_authenticated', 'forbidden']),
        },
      },
    },
    async (request) => deps.tickets.openCount(principalOf(request).account),
  );
}
