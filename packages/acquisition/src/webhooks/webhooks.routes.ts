import { type ErrorRegistry, errorResponses, type HttpApp } from '@hms/platform';
import { Type } from 'typebox';
import {
  CreatedTargetSchema,
  DeliveriesQuery,
  DeliveryParams,
  DeliverySchema,
  TargetChange,
  TargetCreate,
  TargetParams,
  TargetSchema,
} from './webhooks.schemas.ts';
import type { WebhookDeliveryWorker } from './webhook-delivery-worker.ts';
import type { WebhooksService } from './webhooks.service.ts';

const OWNER_ERRORS = ['session_required', 'requested_with_missing', 'invalid_input', 'internal_error'];
const tags = ['webhooks (owner)'];

/** The owner's web API for webhook targets: session cookie only, never an API key. */
export function registerWebhooksRoutes(
  app: HttpApp,
  deps: { webhooks: WebhooksService; worker: WebhookDeliveryWorker; errors: ErrorRegistry },
) {
  const { webhooks, worker, errors } = deps;
  const config = { owner: true };
  const responses = (...codes: string[]) => errorResponses(errors, [...OWNER_ERRORS, ...codes]);

  app.get(
    '/api/webhooks',
    { schema: { summary: 'Webhook targets', tags, response: { 200: Type.Object({ items: Type.Array(TargetSchema) }), ...responses() } }, config },
    async () => ({ items: await webhooks.list() }),
  );

  app.post(
    '/api/webhooks',
    {
      schema: {
        summary: 'Add a webhook target (the signing secret is shown once)',
        tags,
        body: TargetCreate,
        response: { 201: CreatedTargetSchema, ...responses('webhook_url_invalid') },
      },
      config,
    },
    async (request, reply) => {
      const { target, secret } = await webhooks.create(request.body);
      return reply.status(201).send({ ...target, secret });
    },
  );

  app.get(
    '/api/webhooks/:webhook_id',
    { schema: { summary: 'One webhook target', tags, params: TargetParams, response: { 200: TargetSchema, ...responses('webhook_not_found') } }, config },
    async (request) => webhooks.get(request.params.webhook_id),
  );

  app.patch(
    '/api/webhooks/:webhook_id',
    {
      schema: {
        summary: 'Change address, kinds or the switch of a webhook target',
        tags,
        params: TargetParams,
        body: TargetChange,
        response: { 200: TargetSchema, ...responses('webhook_not_found', 'webhook_url_invalid') },
      },
      config,
    },
    async (request) => webhooks.update(request.params.webhook_id, request.body),
  );

  app.delete(
    '/api/webhooks/:webhook_id',
    {
      schema: {
        summary: 'Remove a webhook target and its delivery history',
        tags,
        params: TargetParams,
        response: { 204: Type.Null(), ...responses('webhook_not_found') },
      },
      config,
    },
    async (request, reply) => {
      await webhooks.remove(request.params.webhook_id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/webhooks/:webhook_id/secret',
    {
      schema: {
        summary: 'Replace the signing secret (the new one is shown once)',
        tags,
        params: TargetParams,
        response: { 200: Type.Object({ secret: Type.String() }), ...responses('webhook_not_found') },
      },
      config,
    },
    async (request) => webhooks.rotateSecret(request.params.webhook_id),
  );

  app.post(
    '/api/webhooks/:webhook_id/test',
    {
      schema: {
        summary: 'Send a signed sample event (kind webhook.test, id 0) now and show the answer',
        tags,
        params: TargetParams,
        response: {
          200: Type.Object({
            delivered: Type.Boolean({ description: 'The receiver answered 2xx' }),
            http_status: Type.Union([Type.Integer(), Type.Null()]),
            duration_ms: Type.Integer(),
            error: Type.Union([Type.String(), Type.Null()]),
          }),
          ...responses('webhook_not_found'),
        },
      },
      config,
    },
    async (request) => {
      const result = await worker.sendTest(request.params.webhook_id);
      return { delivered: result.error === null, http_status: result.httpStatus, duration_ms: result.durationMs, error: result.error };
    },
  );

  app.get(
    '/api/webhooks/:webhook_id/deliveries',
    {
      schema: {
        summary: 'Delivery history of a target, newest event first',
        tags,
        params: TargetParams,
        querystring: DeliveriesQuery,
        response: { 200: Type.Object({ items: Type.Array(DeliverySchema) }), ...responses('webhook_not_found') },
      },
      config,
    },
    async (request) => ({ items: await webhooks.deliveries(request.params.webhook_id, request.query) }),
  );

  app.post(
    '/api/webhooks/:webhook_id/deliveries/:delivery_id/redeliver',
    {
      schema: {
        summary: 'Send a given-up delivery again (same delivery id; the retry schedule starts over)',
        tags,
        params: DeliveryParams,
        response: { 200: DeliverySchema, ...responses('webhook_not_found', 'delivery_not_found', 'delivery_not_failed') },
      },
      config,
    },
    async (request) => webhooks.redeliver(request.params.webhook_id, request.params.delivery_id),
  );
}
