import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorRegistry } from '../errors/error-registry.ts';
import { createLogger } from '../logging/logger.ts';
import { createHttpApp, type HttpApp } from './app-factory.ts';
import { serveWebInterface } from './web-interface.ts';

describe('web interface serving', () => {
  const dist = mkdtempSync(join(tmpdir(), 'hms-web-'));
  let app: HttpApp;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>App</title>');
    writeFileSync(join(dist, 'assets/app.js'), 'console.log(1)');
    app = await createHttpApp({
      logger: createLogger({ service: 'test', level: 'silent' }),
      errors: new ErrorRegistry(),
      openapi: { title: 'T', version: '1', description: 'd' },
    });
    expect(await serveWebInterface(app, dist)).toBe(true);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the index at / and the built files', async () => {
    const index = await app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>App</title>');
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');
  });

  it("answers the app's own routes with the index and unknown API paths with not_found", async () => {
    const page = await app.inject({ method: 'GET', url: '/titles/movie/catalog:603' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>App</title>');
    const api = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('not_found');
  });

  it('reports a missing build without failing', async () => {
    const other = await createHttpApp({
      logger: createLogger({ service: 'test', level: 'silent' }),
      errors: new ErrorRegistry(),
      openapi: { title: 'T', version: '1', description: 'd' },
    });
    expect(await serveWebInterface(other, join(dist, 'missing'))).toBe(false);
    await other.close();
  });
});
