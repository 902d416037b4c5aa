import { type ErrorRegistry, errorResponses, type HttpApp } from '@hms/platform';
import { Type } from 'typebox';
import { principalOf } from '../auth/principal.ts';
import type { NotificationsService } from './notifications.service.ts';

export function notificationsRoutes(app: HttpApp, deps: { notifications: NotificationsService; errors: ErrorRegistry }) {
  app.get(
    '/api/v1/notifications/unread/count',
    {
      config: { auth: 'account' },
      schema: {
        summary: 'Number of the caller\'s unread notifications',
        tags: ['v1'],
        security: [{ bearer: [] }],
        response: {
          200: Type.Integer({ minimum: 0 }),
          ...errorResponses(deps.errors, ['not_authenticated', 'forbidden']),
        },
      },
    },
    async (request) => deps.notifications.unreadCount(principalOf(request).account.id),
  );
}
