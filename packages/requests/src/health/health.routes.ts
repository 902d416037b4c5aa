import type { HttpApp } from '@hms/platform';
import { Type } from 'typebox';

/** Keyless liveness: the single field `status`, nothing about version or database (seed 4.1). */
export function healthRoutes(app: HttpApp) {
  app.get(
    '/api/v1/health',
    {
      config: { auth: 'none' },
      schema: {
        summary: 'Liveness; needs no token',
        tags: ['v1'],
        response: { 200: Type.Object({ status: Type.Literal('ok') }, { additionalProperties: false }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
}
