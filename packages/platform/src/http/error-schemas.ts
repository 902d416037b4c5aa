import { type TSchema, Type } from 'typebox';
import type { ErrorRegistry } from '../errors/error-registry.ts';

/** The body of every error answer. */
export const ErrorBody = Type.Object(
  {
    code: Type.String({ description: 'Stable error code; clients translate by it' }),
    message: Type.String({ description: 'English fallback text' }),
    params: Type.Record(Type.String(), Type.Unknown(), { description: 'What the message is about' }),
  },
  { $id: 'ErrorBody' },
);

/**
 * Response schemas for the error codes a route can answer, grouped by status, so the OpenAPI
 * document names every code a client has to handle. Codes come from the registry, so a code
 * that is not registered fails at start-up rather than on the wire.
 */
export function errorResponses(registry: ErrorRegistry, codes: readonly string[]): Record<number, TSchema> {
  const byStatus = new Map<number, string[]>();
  for (const code of codes) {
    const { status } = registry.get(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<number, TSchema> = {};
  for (const [status, statusCodes] of byStatus) {
    responses[status] = Type.Object(
      {
        code: Type.String({ enum: statusCodes }),
        message: Type.String(),
        params: Type.Record(Type.String(), Type.Unknown()),
      },
      { description: `Error: ${statusCodes.join(', ')}` },
    );
  }
  return responses;
}
