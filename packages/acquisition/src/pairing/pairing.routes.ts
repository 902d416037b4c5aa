import { type ErrorRegistry, errorResponses, type HttpApp } from '@hms/platform';
import { keylessResponses } from '../api-v1/api-v1-errors.ts';
import { OWNER_CHANGE_ERRORS, OWNER_ERRORS } from '../owner/owner-errors.ts';
import {
  PairingConfirmIn,
  PairingDecidedOut,
  PairingIdParams,
  PairingIn,
  PairingPollOut,
  PairingRequestsOut,
  PairingSecretHeaders,
  PairingStartedOut,
} from './pairing.schemas.ts';
import type { PairingService } from './pairing.service.ts';

/** The two keyless pairing addresses of `/api/v1`, and the owner's decision under `/api/pairings`. */
export function pairingRoutes(app: HttpApp, { pairing, errors }: { pairing: PairingService; errors: ErrorRegistry }): void {
  app.post(
    '/api/v1/pairing',
    {
      config: { scope: 'none' },
      schema: {
        summary: 'Ask the owner for a key: show the code, then poll',
        tags: ['pairing'],
        body: PairingIn,
        response: { 201: PairingStartedOut, ...keylessResponses(errors, ['rate_limited']) },
      },
    },
    async (request, reply) => reply.status(201).send(await pairing.request(request.body)),
  );

  app.get(
    '/api/v1/pairing/:pairing_id',
    {
      config: { scope: 'none' },
      schema: {
        summary: 'Poll a pairing request; the first confirmed answer carries the key, once',
        tags: ['pairing'],
        params: PairingIdParams,
        headers: PairingSecretHeaders,
        response: { 200: PairingPollOut, ...keylessResponses(errors, ['pairing_not_found', 'pairing_secret_invalid']) },
      },
    },
    async (request) => pairing.poll(request.params.pairing_id, request.headers['x-pairing-secret']),
  );

  app.get(
    '/api/pairings',
    {
      config: { owner: true },
      schema: {
        summary: 'Pairing requests awaiting the owner',
        tags: ['owner'],
        response: { 200: PairingRequestsOut, ...errorResponses(errors, OWNER_ERRORS) },
      },
    },
    async () => ({ items: await pairing.listAwaiting() }),
  );

  const decisionErrors = errorResponses(errors, [...OWNER_CHANGE_ERRORS, 'pairing_not_found', 'pairing_not_awaiting', 'invalid_input']);

  app.post(
    '/api/pairings/:pairing_id/confirm',
    {
      config: { owner: true },
      schema: {
        summary: 'Connect: grant the asked scopes or fewer',
        tags: ['owner'],
        params: PairingIdParams,
        body: PairingConfirmIn,
        response: { 200: PairingDecidedOut, ...decisionErrors },
      },
    },
    async (request) => pairing.confirm(request.params.pairing_id, request.body?.scopes),
  );

  app.post(
    '/api/pairings/:pairing_id/refuse',
    {
      config: { owner: true },
      schema: {
        summary: 'Refuse: no key is issued',
        tags: ['owner'],
        params: PairingIdParams,
        response: { 200: PairingDecidedOut, ...decisionErrors },
      },
    },
    async (request) => pairing.refuse(request.params.pairing_id),
  );
}
