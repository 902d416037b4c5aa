import { createHttpApp, createLogger, ErrorRegistry, type HttpApp } from '@hms/platform';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptableAnswer, buildRobustnessCases, type OpenApiDocument, sweepRobustness } from './robustness.ts';

// The sweep has to catch what it is there for: a tiny app with one route that crashes on a
// negative count and one that answers an error in the wrong shape.
describe('robustness sweep', () => {
  let app: HttpApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    app = await createHttpApp({
      logger: createLogger({ service: 'test', level: 'silent' }),
      errors: new ErrorRegistry({}),
      openapi: { title: 'Test', version: '1.0.0', description: 'sweep test' },
    });
    app.post(
      '/api/things/:thing_id',
      { schema: { params: Type.Object({ thing_id: Type.String() }), body: Type.Object({ count: Type.Integer(), name: Type.Optional(Type.String()) }) } },
      async (request) => {
        if (request.body.count < 0) throw new Error('negative count reached the database');
        return { ok: true };
      },
    );
    app.get('/api/odd', { schema: { querystring: Type.Object({ page: Type.Optional(Type.Integer()) }) } }, async (_request, reply) =>
      reply.status(400).send({ error: 'bad' }),
    );
    await app.ready();
    document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
  });
  afterAll(() => app.close());

  it('builds the same bounded cases from the document every time, for every operation', () => {
    const cases = buildRobustnessCases(document);
    expect(buildRobustnessCases(document)).toEqual(cases);
    expect(new Set(cases.map((c) => `${c.method} ${c.route}`))).toEqual(new Set(['POST /api/things/{thing_id}', 'GET /api/odd']));
    expect(cases.length).toBeLessThan(60);
    expect(cases.find((c) => c.variant === 'minimal valid-looking request' && c.method === 'POST')?.body).toBe('{"count":1}');
  });

  it('reports the 500 and the error body that is not {code, message, params}, with method, url and variant', async () => {
    const result = await sweepRobustness({ service: app, document, headersFor: async () => ({}) });
    expect(result.failures.some((f) => f.status === 500 && f.route === '/api/things/{thing_id}' && f.variant.startsWith('body: every number negative'))).toBe(true);
    expect(result.failures.some((f) => f.status === 400 && f.route === '/api/odd' && f.response.includes('not {code, message, params}'))).toBe(true);
  });

  it('moves a listed 500 to tolerated instead of failing on it', async () => {
    const result = await sweepRobustness({
      service: app,
      document,
      headersFor: async () => ({}),
      known500s: { 'POST /api/things/{thing_id}': 'the fixture crashes on purpose' },
    });
    expect(result.failures.every((f) => f.status !== 500)).toBe(true);
    expect(result.tolerated.length).toBeGreaterThan(0);
  });

  it('accepts only the documented 5xx answers', () => {
    const body = (code: string) => JSON.stringify({ code, message: 'm', params: {} });
    expect(acceptableAnswer('GET', 501, body('not_yet_available')).ok).toBe(true);
    expect(acceptableAnswer('GET', 502, body('catalog_unreachable')).ok).toBe(true);
    expect(acceptableAnswer('GET', 504, body('catalog_timeout')).ok).toBe(true);
    expect(acceptableAnswer('GET', 500, body('internal_error')).ok).toBe(false);
    expect(acceptableAnswer('GET', 503, body('catalog_unreachable')).ok).toBe(false);
    expect(acceptableAnswer('GET', 422, '{"code":"x","message":"m"}').ok).toBe(false);
    expect(acceptableAnswer('HEAD', 422, '').ok).toBe(true);
  });
});
