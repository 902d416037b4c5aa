import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createLogger, ManualClock } from '@hms/platform';
import { ENGINES, freshStorage, type TestStorage } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Acquisition, createAcquisition } from '../app.ts';
import { loadAcquisitionConfig } from '../config.ts';
import { bearer } from '../testing/api-keys.ts';

const run = promisify(execFile);
const BIN = join(import.meta.dirname, '../../../../bin/acquisition');
/** Each command starts a Node process that loads the whole service: slow on a busy machine. */
const CLI_TIMEOUT = 240_000;

describe.each(ENGINES)('bin/acquisition keys, pairing and owner beside a running service on %s', (engine) => {
  let storage: TestStorage;
  let service: Acquisition;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    storage = freshStorage(engine);
    env = { ...process.env, DATA_DIR: storage.dataDir, DATABASE_URL: storage.databaseUrl ?? '', LOG_LEVEL: 'silent' };
    const config = loadAcquisitionConfig({}, env);
    service = await createAcquisition({
      config,
      clock: new ManualClock(new Date()),
      logger: createLogger({ service: 'acquisition', level: 'silent' }),
    });
  });
  afterAll(async () => {
    await service.close();
    storage.cleanup();
  });

  const cli = async (...args: string[]) => {
    try {
      const { stdout, stderr } = await run(BIN, args, { env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };

  it('keys create prints a working key once; list shows it without the key; revoke stops it', async () => {
    const created = await cli('keys', 'create', '--name', 'Script', '--scopes', 'read,request');
    expect(created.code).toBe(0);
    const key = created.stdout.trim();
    expect(key).toMatch(/^acq_[A-Za-z0-9_-]{43}$/);
    expect(created.stderr).toContain('shown only now');
    const me = await service.app.inject({ method: 'GET', url: '/api/v1/key', headers: bearer(key) });
    expect(me.json()).toMatchObject({ name: 'Script', scopes: ['read', 'request'], origin: 'cli' });

    const listed = await cli('keys', 'list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/\tScript\tread,request\tcli\t/);
    expect(listed.stdout).not.toContain(key);

    const id = me.json().id as number;
    const revoked = await cli('keys', 'revoke', String(id));
    expect(revoked.code).toBe(0);
    expect((await service.app.inject({ method: 'GET', url: '/api/v1/key', headers: bearer(key) })).json().code).toBe(
      'api_key_invalid',
    );
    const bad = await cli('keys', 'create', '--name', 'x', '--scopes', 'read,admin');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('invalid_input');
  }, CLI_TIMEOUT);

  it('pairing list / confirm with fewer scopes / refuse, while the service answers the program', async () => {
    const ask = async (app: string) =>
      (await service.app.inject({ method: 'POST', url: '/api/v1/pairing', payload: { app, scopes: ['request', 'operate'] } })).json();
    const first = await ask('Phone app');
    const second = await ask('Other app');
    const listed = await cli('pairing', 'list');
    expect(listed.stdout).toContain(`${first.pairing_id}\t${first.code}\tPhone app\tread,request,operate`);
    expect(listed.stdout).toContain(second.pairing_id);

    expect((await cli('pairing', 'confirm', first.pairing_id, '--scopes', 'read,request')).code).toBe(0);
    expect((await cli('pairing', 'refuse', second.pairing_id)).code).toBe(0);

    const poll = (p: { pairing_id: string; secret: string }) =>
      service.app.inject({ method: 'GET', url: `/api/v1/pairing/${p.pairing_id}`, headers: { 'x-pairing-secret': p.secret } });
    const got = (await poll(first)).json();
    expect(got).toMatchObject({ state: 'confirmed', scopes: ['read', 'request'] });
    expect((await service.app.inject({ method: 'GET', url: '/api/v1/key', headers: bearer(got.key) })).statusCode).toBe(200);
    expect((await poll(second)).json()).toMatchObject({ state: 'refused', key: null });
  }, CLI_TIMEOUT);

  it('owner create makes the owner once; the web sign-in then works', async () => {
    const made = await cli('owner', 'create', '--username', 'admin', '--password', 'long password 1');
    expect(made.code).toBe(0);
    const twice = await cli('owner', 'create', '--username', 'admin', '--password', 'long password 1');
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('owner_exists');
    const signIn = await service.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { username: 'admin', password: 'long password 1' },
    });
    expect(signIn.statusCode).toBe(200);
  }, CLI_TIMEOUT);
});
