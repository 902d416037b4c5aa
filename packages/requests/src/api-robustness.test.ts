import { type OpenApiDocument, describeFailures, sweepRobustness } from '@hms/testkit/robustness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestAccount, tokenFor } from './testing/accounts.ts';
import { type TestRequests, startTestRequests } from './testing/test-requests.ts';

/**
 * `METHOD /route` → why a 500 there is tolerated for now. Every entry is a known bug with its
 * reason; the sweep still sends the cases and reports them, it only does not fail on them.
 */
const KNOWN_500S: Record<string, string> = {};

// Input handling only, so SQLite alone: the sweep is about what a client can send, not the engine.
describe('requests: no 500 for anything a client can send', () => {
  let service: TestRequests;

  beforeAll(async () => {
    service = await startTestRequests('sqlite');
  });
  afterAll(async () => {
    await service?.dispose();
  });

  it('answers every hostile variant of every documented operation with a 4xx {code, message, params} or success', async () => {
    const document = (await service.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
    expect(Object.keys(document.paths).length).toBeGreaterThan(10);
    const admin = await createTestAccount(service, { role: 'admin' });
    const result = await sweepRobustness({
      service: service.app,
      document,
      known500s: KNOWN_500S,
      // A fresh admin token per operation: a case may revoke the token it was sent with.
      headersFor: async () => bearer(await tokenFor(service, admin)),
    });
    if (result.tolerated.length > 0) console.warn(`known 500s still present:\n${describeFailures(result.tolerated)}`);
    expect(result.sent).toBeGreaterThan(100);
    // Most cases must get past authentication, or the sweep proves nothing about validation.
    const refusedAccess = (result.statuses[401] ?? 0) + (result.statuses[403] ?? 0);
    expect(refusedAccess, JSON.stringify(result.statuses)).toBeLessThan(result.sent / 10);
    expect(result.failures, describeFailures(result.failures)).toEqual([]);
  });
});
