import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorParams, type ErrorRegistry } from '../errors/error-registry.ts';

interface ValidationItem {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string;
}

/** Ajv's findings as `{path, code}`: a JSON-pointer-like path inside the part that failed. */
export function validationErrors(items: ValidationItem[], context: string | undefined): { path: string; code: string }[] {
  return items.map((item) => {
    let path = `${context ?? 'body'}${item.instancePath ?? ''}`;
    const missing = item.params?.missingProperty;
    if (item.keyword === 'required' && typeof missing === 'string') path += `/${missing}`;
    const extra = item.params?.additionalProperty;
    if (item.keyword === 'additionalProperties' && typeof extra === 'string') path += `/${extra}`;
    return { path, code: item.keyword ?? 'invalid' };
  });
}

/** Fastify's own error codes mapped to ours; anything else 4xx is `invalid_input`. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_input',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
};

export interface ResolvedError {
  code: string;
  params: ErrorParams;
  headers: Record<string, string>;
  unexpected: boolean;
}

export function resolveError(error: FastifyError | Error, request: FastifyRequest, bodyLimit: number): ResolvedError {
  if (error instanceof AppError) return { code: error.code, params: error.params, headers: error.headers, unexpected: false };
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const errors = validationErrors(fastifyError.validation as ValidationItem[], fastifyError.validationContext);
    const summary = errors.map((e) => `${e.path} (${e.code})`).join('; ');
    return { code: 'invalid_input', params: { errors, summary }, headers: {}, unexpected: false };
  }
  const mapped = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (mapped === 'payload_too_large') return { code: mapped, params: { limit: bodyLimit }, headers: {}, unexpected: false };
  if (mapped === 'unsupported_media_type') {
    return {
      code: mapped,
      params: { content_type: request.headers['content-type'] ?? '' },
      headers: {},
      unexpected: false,
    };
  }
  if (mapped === 'invalid_json' || error instanceof SyntaxError) {
    return { code: 'invalid_json', params: {}, headers: {}, unexpected: false };
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const errors = [{ path: 'request', code: fastifyError.code ?? 'invalid' }];
    return { code: 'invalid_input', params: { errors, summary: error.message }, headers: {}, unexpected: false };
  }
  return { code: 'internal_error', params: { request_id: request.id }, headers: {}, unexpected: true };
}

export function makeErrorHandler(registry: ErrorRegistry, bodyLimit: number) {
  return function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
    const resolved = resolveError(error, request, bodyLimit);
    if (resolved.unexpected || !registry.has(resolved.code)) {
      request.log.error({ err: error }, 'request failed');
      const body = registry.body('internal_error', { request_id: request.id });
      return reply.status(500).send(body);
    }
    const { status } = registry.get(resolved.code);
    if (status >= 500) request.log.error({ err: error, code: resolved.code }, 'request failed');
    else request.log.info({ code: resolved.code }, 'request refused');
    for (const [name, value] of Object.entries(resolved.headers)) reply.header(name, value);
    return reply.status(status).send(registry.body(resolved.code, resolved.params));
  };
}
