import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  LogController, type FastifyInstance, type RawServerDefault, type FastifyBaseLogger } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRegistry } from '../errors/error-registry.ts';
import type { Logger } from '../logging/logger.ts';
import { renderDocsPage } from './docs-page.ts';
import { ErrorBody } from './error-schemas.ts';
import { makeErrorHandler } from './error-handler.ts';
import { requestIdFor } from './request-id.ts';

export type HttpApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface HttpAppOptions {
  logger: Logger;
  errors: ErrorRegistry;
  openapi: { title: string; version: string; description: string };
  /** Largest accepted request body in bytes; larger bodies answer 413 `payload_too_large`. */
  bodyLimit?: number;
  /** Extra OpenAPI security schemes (e.g. the API key) by name. */
  securitySchemes?: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Documented in OpenAPI as `x-scope`; the service's auth hook enforces it. */
    scope?: string;
  }
}

/**
 * Builds a service's HTTP app without listening, so tests call `app.inject()` and the server
 * entry calls `listen`. Every failure leaves as `{code, message, params}` with the status from
 * the error registry; every answer carries `X-Request-Id`.
 */
export async function createHttpApp(options: HttpAppOptions): Promise<HttpApp> {
  const bodyLimit = options.bodyLimit ?? 1024 * 1024;
  const handleError = makeErrorHandler(options.errors, bodyLimit);
  const app = Fastify({
    // The router's own refusals (a path parameter over the length limit, a malformed URL
    // component) otherwise leave in Fastify's shape; they go through our handler instead.
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
    loggerInstance: options.logger as FastifyBaseLogger,
    genReqId: requestIdFor,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    bodyLimit,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', useDefaults: true, removeAdditional: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addSchema(ErrorBody);

  // A second router that knows every method+path, so an unknown method on a known path answers
  // 405 with the allowed methods instead of a bare 404.
  const known = FindMyWay({ ignoreTrailingSlash: false });
  const scopes = new Map<string, string>();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      try {
        known.on(method as HTTPMethod, route.url, () => undefined);
      } catch {
        // the same method+path twice is Fastify's error to report, not ours
      }
      if (route.config?.scope) scopes.set(`${method.toLowerCase()} ${route.url}`, route.config.scope);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.setErrorHandler(handleError);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const allowed = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).filter(
      (method) => method !== request.method && known.find(method, path),
    );
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return reply
        .status(405)
        .send(options.errors.body('method_not_allowed', { method: request.method, path, allowed }));
    }
    const index = app.webInterfaceIndex;
    if (index && request.method === 'GET' && !path.startsWith('/api/') && path !== '/api') {
      return reply.type('text/html; charset=utf-8').send(index);
    }
    return reply.status(404).send(options.errors.body('not_found', { method: request.method, path }));
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: options.openapi,
      components: { securitySchemes: options.securitySchemes as never },
    },
  });

  const openapiDocument = () => {
    const document = app.swagger() as { paths?: Record<string, Record<string, Record<string, unknown>>> };
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(item)) {
        const fastifyPath = path.replace(/\{(\w+)\}/g, ':$1');
        const scope = scopes.get(`${method} ${fastifyPath}`);
        if (scope) operation['x-scope'] = scope;
      }
    }
    return document;
  };

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => openapiDocument());
  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderDocsPage(openapiDocument() as never)),
  );

  return app;
}
