import { type ErrorRegistry, errorResponses, type HttpApp } from '@hms/platform';
import { DashboardAnswer } from './dashboard.schemas.ts';
import type { DashboardService } from './dashboard.service.ts';

export function dashboardRoutes(app: HttpApp, deps: { dashboard: DashboardService; errors: ErrorRegistry }) {
  app.get(
    '/api/v1/dashboard',
    {
      // reading operator data: administrators, read-only administrator tokens included
      config: { auth: 'account', roles: ['admin'], need: 'verwalten' },
      schema: {
        summary: 'The administrator\'s overview: findings, requests, library, instances, tickets',
        tags: ['v1'],
        security: [{ bearer: [] }],
        response: { 200: DashboardAnswer, ...errorResponses(deps.errors, ['not_authenticated', 'forbidden']) },
      },
    },
    async () => deps.dashboard.overview(),
  );
}
