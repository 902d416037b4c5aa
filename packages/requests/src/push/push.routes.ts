import { type ErrorRegistry, errorResponses, type HttpApp } from '@hms/platform';
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../auth/principal.ts';
import { OkMessage, PushConfirmBody, PushRegisterBody, PushStatus } from './push.schemas.ts';
import type { PushCaller, PushService } from './push.service.ts';

const PATH = '/api/v1/me/push';

function callerOf(request: FastifyRequest): PushCaller {
  const principal = principalOf(request);
  return { account: principal.account, tokenId: principal.token?.id ?? null };
}

/** The callback address of the calling token; a read-only token may use all four. */
export function pushRoutes(app: HttpApp, deps: { push: PushService; errors: ErrorRegistry }) {
  const { push, errors } = deps;
  const security = [{ bearer: [] }];
  const tags = ['v1'];

  app.get(
    PATH,
    {
      config: { auth: 'account' },
      schema: {
        summary: 'State of this token\'s callback address',
        tags,
        security,
        response: { 200: PushStatus, ...errorResponses(errors, ['not_authenticated', 'forbidden']) },
      },
    },
    async (request) => push.status(callerOf(request)),
  );

  app.put(
    PATH,
    {
      config: { auth: 'account' },
      schema: {
        summary: 'Register this token\'s callback address and send it a test message with a four-digit code',
        description: 'A second call replaces the address. Nothing but the test message goes there until the code is confirmed.',
        tags,
        security,
        body: PushRegisterBody,
        response: {
          200: OkMessage,
          ...errorResponses(errors, ['not_authenticated', 'forbidden', 'invalid_input', 'push_needs_token']),
        },
      },
    },
    async (request) => push.register(callerOf(request), request.body),
  );

  app.post(
    PATH,
    {
      config: { auth: 'account' },
      schema: {
        summary: 'Confirm the callback address with the code of its test message',
        tags,
        security,
        body: PushConfirmBody,
        response: {
          200: OkMessage,
          ...errorResponses(errors, [
            'not_authenticated',
            'forbidden',
            'invalid_input',
            'push_needs_token',
            'push_not_registered',
          ]),
        },
      },
    },
    async (request) => push.confirm(callerOf(request), request.body.code),
  );

  app.delete(
    PATH,
    {
      config: { auth: 'account' },
      schema: {
        summary: 'Remove the callback address; the token stays valid',
        tags,
        security,
        response: {
          200: OkMessage,
          ...errorResponses(errors, ['not_authenticated', 'forbidden', 'push_needs_token', 'push_not_registered']),
        },
      },
    },
    async (request) => push.remove(callerOf(request)),
  );
}
