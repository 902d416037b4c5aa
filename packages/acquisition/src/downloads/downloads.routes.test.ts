import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeysService } from '../keys/keys.service.ts';
import { bearer, createTestKey } from '../testing/api-keys.ts';
import { startTestAcquisition, type TestAcquisition } from '../testing/test-acquisition.ts';
import { PLACEHOLDER_ADDRESSES } from './downloads.routes.ts';

const BODIES: Record<string, object> = {
  remove: { search_again: true },
  'confirm-path': { path: '/downloads/x' },
  assign: { files: [{ name: 'a.mkv', kind: 'movie', ref: 'catalog:603', version: 'v_movie' }], force: false },
};

const concrete = (url: string) => url.replace(':problem_id', 'p1').replace(':download_id', 'd1');
const bodyFor = (url: string) => BODIES[url.split('/').pop() ?? ''];

describe.each(ENGINES)('queue, problems and downloads (not yet available) on %s', (engine) => {
  let service: TestAcquisition;
  let keys: Record<string, string>;
  beforeAll(async () => {
    service = await startTestAcquisition(engine);
    keys = {
      read: await createTestKey(service, ['read']),
      request: await createTestKey(service, ['request']),
      operate: await createTestKey(service, ['operate']),
    };
  });
  afterAll(() => service.dispose());

  const call = (address: (typeof PLACEHOLDER_ADDRESSES)[number], headers: Record<string, string>, payload = bodyFor(address.url)) =>
    service.app.inject({ method: address.method, url: concrete(address.url), headers, ...(payload ? { payload } : {}) });

  it('lists the 9 addresses of the contract', () => {
    expect(PLACEHOLDER_ADDRESSES.map((a) => `${a.method} ${a.url}`)).toEqual([
      'GET /api/v1/queue',
      'GET /api/v1/problems',
      'GET /api/v1/problems/:problem_id',
      'GET /api/v1/problems/:problem_id/files',
      'POST /api/v1/problems/:problem_id/retry',
      'POST /api/v1/problems/:problem_id/remove',
      'POST /api/v1/problems/:problem_id/confirm-path',
      'POST /api/v1/problems/:problem_id/assign',
      'GET /api/v1/downloads/:download_id',
    ]);
  });

  it('answers 501 not_yet_available to a key with the scope, and enforces scopes and keys first', async () => {
    const revoked = await createTestKey(service, ['read', 'request', 'operate'], 'revoked');
    const keysService = new KeysService(service.database.db, service.clock);
    await keysService.revoke((await keysService.list()).find((k) => k.name === 'revoked')!.id);
    for (const address of PLACEHOLDER_ADDRESSES) {
      const allowed = await call(address, bearer(keys[address.scope]!));
      expect({ url: address.url, status: allowed.statusCode }).toEqual({ url: address.url, status: 501 });
      expect(allowed.json()).toMatchObject({ code: 'not_yet_available', params: { feature: expect.any(String) } });
      expect((await call(address, {})).json().code).toBe('api_key_missing');
      expect((await call(address, bearer(revoked))).json().code).toBe('api_key_invalid');
      if (address.scope === 'operate') {
        for (const scope of ['read', 'request']) {
          const refused = await call(address, bearer(keys[scope]!));
          expect(refused.statusCode).toBe(403);
          expect(refused.json()).toMatchObject({ code: 'scope_missing', params: { scope: 'operate' } });
        }
      }
    }
  });

  it('refuses a bad body with 422 invalid_input before anything else', async () => {
    for (const address of PLACEHOLDER_ADDRESSES.filter((a) => bodyFor(a.url))) {
      const refused = await call(address, bearer(keys.operate!), { unexpected: 1 });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().code).toBe('invalid_input');
    }
  });
});
