import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAcquisition, type TestAcquisition } from './testing/test-acquisition.ts';

describe.each(ENGINES)('acquisition service on %s', (engine) => {
  let service: TestAcquisition;
  beforeAll(async () => {
    service = await startTestAcquisition(engine);
  });
  afterAll(() => service.dispose());

  it('serves its OpenAPI document and reference page without a key', async () => {
    const document = await service.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.statusCode).toBe(200);
    expect(document.json()).toMatchObject({ openapi: '3.1.0', info: { title: 'Acquisition service', version: '0.2.0' } });
    const page = await service.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Acquisition service');
  });

  it('keeps its migrations recorded on the engine', async () => {
    expect(service.database.engine).toBe(engine);
    const rows = await service.database.db.selectFrom('jobs').select('id').execute();
    expect(rows).toEqual([]);
  });
});
