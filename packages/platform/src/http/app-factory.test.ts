import { Writable } from 'node:stream';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, ErrorRegistry } from '../errors/error-registry.ts';
import { createLogger } from '../logging/logger.ts';
import { createHttpApp, type HttpApp } from './app-factory.ts';
import { errorResponses } from './error-schemas.ts';

const registry = new ErrorRegistry({ thing_missing: { status: 404, message: 'Thing {id} is missing.' } });

/** Log lines the app writes, parsed, so tests can see what reached the log. */
function captureLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger({ service: 'test', level: 'info', destination: stream }) };
}

describe('http app factory', () => {
  const log = captureLog();
  let app: HttpApp;

  beforeAll(async () => {
    app = await createHttpApp({
      logger: log.logger,
      errors: registry,
      openapi: { title: 'Test', version: '1.0.0', description: 'test app' },
      bodyLimit: 1024,
    });
    app.post(
      '/api/things',
      {
        schema: {
          summary: 'Make a thing',
          body: Type.Object({ name: Type.String({ minLength: 1 }), count: Type.Integer({ minimum: 1 }) }),
          response: { 201: Type.Object({ name: Type.String(), count: Type.Integer() }), ...errorResponses(registry, ['invalid_input']) },
        },
        config: { scope: 'request' },
      },
      async (request, reply) => reply.status(201).send(request.body),
    );
    app.get(
      '/api/things/:id',
      { schema: { params: Type.Object({ id: Type.String() }), response: errorResponses(registry, ['thing_missing']) } },
      async (request) => {
        throw new AppError('thing_missing', { id: request.params.id });
      },
    );
    app.get('/api/crash', async () => {
      throw new Error('database password is hunter2');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers a valid request', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/things', payload: { name: 'a', count: 2 } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ name: 'a', count: 2 });
  });

  it('turns a validation failure into invalid_input with params.errors', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/things', payload: { name: '', count: 0 } });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('invalid_input');
    expect(typeof body.message).toBe('string');
    expect(body.params.errors).toEqual(
      expect.arrayContaining([
        { path: 'body/name', code: 'minLength' },
        { path: 'body/count', code: 'minimum' },
      ]),
    );
  });

  it('names a missing property in the error path', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/things', payload: { name: 'x' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().params.errors).toEqual([{ path: 'body/count', code: 'required' }]);
  });

  it('answers bad JSON with invalid_json', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_json', params: {} });
  });

  it('answers an oversized body with payload_too_large', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/things', payload: { name: 'x'.repeat(5000), count: 1 } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'payload_too_large',
      message: 'The request body is larger than 1024 bytes.',
      params: { limit: 1024 },
    });
  });

  it('answers an unknown content type with unsupported_media_type', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/things',
      headers: { 'content-type': 'application/x-thing' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'unsupported_media_type', params: { content_type: 'application/x-thing' } });
  });

  it('answers an unknown route with not_found', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'not_found',
      message: 'Nothing is found at GET /api/nothing-here.',
      params: { method: 'GET', path: '/api/nothing-here' },
    });
  });

  it('answers a path parameter over the router length limit with invalid_input, not in Fastify shape', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/things/${'x'.repeat(300)}` });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'invalid_input', params: { errors: [{ path: 'request', code: 'FST_ERR_MAX_PARAM_LENGTH' }] } });
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'message', 'params']);
  });

  it('answers a malformed percent-encoding in a path parameter with invalid_input', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/things/%E0%A4%A' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'invalid_input', params: { errors: [{ path: 'request', code: 'FST_ERR_BAD_URL' }] } });
  });

  it('answers an unknown method on a known path with method_not_allowed and Allow', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/things' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json()).toMatchObject({ code: 'method_not_allowed', params: { method: 'DELETE', allowed: ['POST'] } });
  });

  it('answers a thrown domain error with its registered status and message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/things/42' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'thing_missing', message: 'Thing 42 is missing.', params: { id: '42' } });
  });

  it('answers a crash with internal_error and leaks nothing', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/crash', headers: { 'x-request-id': 'crash-1' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'internal_error',
      message: 'An internal error occurred; the request id is crash-1.',
      params: { request_id: 'crash-1' },
    });
    expect(res.body).not.toContain('hunter2');
    const logged = log.lines.find((line) => line.request_id === 'crash-1' && line.level === 50);
    expect(logged).toBeDefined();
  });

  it('keeps a client X-Request-Id, echoes it and writes it on every log line of the request', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/things/7', headers: { 'x-request-id': 'client-abc-123' } });
    expect(res.headers['x-request-id']).toBe('client-abc-123');
    const lines = log.lines.filter((line) => line.request_id === 'client-abc-123');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request refused', 'request completed']);
  });

  it('makes a request id when the client sends none or an unusable one', async () => {
    const none = await app.inject({ method: 'GET', url: '/api/things/7' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await app.inject({ method: 'GET', url: '/api/things/7', headers: { 'x-request-id': 'has spaces\tand tabs' } });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers['x-request-id']).not.toBe(bad.headers['x-request-id']);
  });

  it('redacts credentials from logged request headers', async () => {
    await app.inject({ method: 'GET', url: '/api/things/1', headers: { authorization: 'Bearer sekret-key', 'x-request-id': 'redact-1' } });
    expect(JSON.stringify(log.lines)).not.toContain('sekret-key');
  });

  it('publishes route schemas, scopes and error codes in the OpenAPI document and docs page', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const post = doc.paths['/api/things'].post;
    expect(post['x-scope']).toBe('request');
    expect(post.responses['422'].content['application/json'].schema.properties.code.enum).toEqual(['invalid_input']);
    expect(doc.paths['/api/things/{id}'].get.responses['404'].content['application/json'].schema.properties.code.enum).toEqual([
      'thing_missing',
    ]);
    expect(doc.paths['/api/openapi.json']).toBeUndefined();
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.body).toContain('<code>/api/things/{id}</code>');
    expect(page.body).toContain('404 thing_missing');
  });
});
