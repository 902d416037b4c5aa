import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAcquisition, type TestAcquisition } from '../testing/test-acquisition.ts';

interface Operation {
  'x-scope'?: string;
  responses: Record<string, { content?: { 'application/json'?: { schema?: { properties?: { code?: { enum?: string[] } } } } } }>;
}

/** The addresses of this module group with their scope and the codes each must document. */
const EXPECTED: [string, string, string, string[]][] = [
  ['post', '/api/v1/pairing', 'none', ['invalid_input', 'rate_limited']],
  ['get', '/api/v1/pairing/{pairing_id}', 'none', ['pairing_not_found', 'pairing_secret_invalid']],
  ['get', '/api/v1/system', 'read', []],
  ['get', '/api/v1/health', 'read', []],
  ['get', '/api/v1/states', 'read', []],
  ['get', '/api/v1/storage', 'read', []],
  ['get', '/api/v1/versions', 'read', ['kind_unsupported']],
  ['get', '/api/v1/key', 'read', []],
  ['get', '/api/v1/queue', 'read', ['not_yet_available']],
  ['get', '/api/v1/problems', 'read', ['not_yet_available']],
  ['get', '/api/v1/problems/{problem_id}', 'read', ['problem_not_found', 'not_yet_available']],
  ['get', '/api/v1/problems/{problem_id}/files', 'read', ['problem_not_found']],
  ['post', '/api/v1/problems/{problem_id}/retry', 'operate', ['problem_not_found']],
  ['post', '/api/v1/problems/{problem_id}/remove', 'operate', ['problem_not_found']],
  ['post', '/api/v1/problems/{problem_id}/confirm-path', 'operate', ['problem_not_found']],
  ['post', '/api/v1/problems/{problem_id}/assign', 'operate', ['problem_not_found']],
  ['get', '/api/v1/downloads/{download_id}', 'read', ['download_not_found']],
];

const KEY_ERRORS = ['api_key_missing', 'api_key_invalid', 'scope_missing', 'rate_limited', 'internal_error', 'invalid_input'];

describe('the OpenAPI document of keys, pairing, system, versions and downloads', () => {
  let service: TestAcquisition;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    service = await startTestAcquisition('sqlite');
    paths = (await service.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
  });
  afterAll(() => service.dispose());

  const codesOf = (operation: Operation) =>
    Object.values(operation.responses).flatMap((r) => r.content?.['application/json']?.schema?.properties?.code?.enum ?? []);

  it.each(EXPECTED)('%s %s shows x-scope %s and its error codes', (method, path, scope, codes) => {
    const operation = paths[path]?.[method];
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(operation!['x-scope']).toBe(scope);
    const documented = codesOf(operation!);
    expect(documented).toEqual(expect.arrayContaining(codes));
    if (scope === 'none') expect(documented).not.toContain('api_key_missing');
    else expect(documented).toEqual(expect.arrayContaining(KEY_ERRORS));
    const success = Object.keys(operation!.responses).filter((status) => Number(status) < 300);
    expect(success.length).toBe(1);
  });

  it('lists no owner web-API address under /api/v1 and no key-only address outside it', () => {
    const v1 = Object.keys(paths).filter((p) => p.startsWith('/api/v1/'));
    expect(v1.filter((p) => /\/api\/v1\/(keys|settings|pairings|session|setup)/.test(p))).toEqual([]);
    for (const path of v1) {
      for (const operation of Object.values(paths[path]!)) expect(operation['x-scope'], path).toBeDefined();
    }
  });
});
