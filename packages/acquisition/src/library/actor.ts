import type { FastifyRequest } from 'fastify';
import type { Actor } from './library.ports.ts';

/** The program behind an `/api/v1` call (its key's name), for history and `by` fields. */
export function actorOf(request: FastifyRequest): Actor {
  return { via: 'program', name: request.apiKey?.name ?? null };
}
