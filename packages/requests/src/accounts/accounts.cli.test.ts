import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createLogger, ManualClock } from '@hms/platform';
import { ENGINES, freshStorage, type TestStorage } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequests, type Requests } from '../app.ts';
import { loadRequestsConfig } from '../config.ts';
import { bearer, signIn } from '../testing/accounts.ts';

const run = promisify(execFile);
const BIN = join(import.meta.dirname, '../../../../bin/requests');
/** Each command starts a Node process that loads the whole service: slow on a busy machine. */
const CLI_TIMEOUT = 240_000;

describe.each(ENGINES)('bin/requests accounts and tokens beside a running service on %s', (engine) => {
  let storage: TestStorage;
  let service: Requests;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    storage = freshStorage(engine);
    env = { ...process.env, DATA_DIR: storage.dataDir, DATABASE_URL: storage.databaseUrl ?? '', LOG_LEVEL: 'silent' };
    service = await createRequests({
      config: loadRequestsConfig({}, env),
      clock: new ManualClock(new Date()),
      logger: createLogger({ service: 'requests', level: 'silent' }),
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

  it(
    'creates the first administrator (the owner) and a token that works against the running service',
    async () => {
      const created = await cli('accounts', 'create', '--username', 'chef', '--password', 'geheim-genug', '--role', 'admin');
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      expect(created.stdout).toMatch(/^created account chef \(id \d+, role admin, owner\)\n$/);
      const session = await signIn(service, 'chef', 'geheim-genug');
      expect((await service.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(session.accessToken) })).json())
        .toMatchObject({ konto: { username: 'chef', role: 'admin', betreiber: true }, schluessel: null });

      const token = await cli('tokens', 'create', '--username', 'chef', '--name', 'Skript', '--read-only');
      expect(token.code).toBe(0);
      const plain = token.stdout.trim();
      expect(plain).toMatch(/^hmr_[A-Za-z0-9_-]{43}$/);
      expect(token.stderr).toContain('shown only now');
      const me = await service.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(plain) });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ schluessel: { name: 'Skript', nur_lesen: true }, darf: ['lesen', 'verwalten'] });
    },
    CLI_TIMEOUT,
  );

  it(
    'refuses a taken name, a bad role, a short password and an unknown account clearly',
    async () => {
      await cli('accounts', 'create', '--username', 'oma', '--password', 'kuchen-backen');
      const taken = await cli('accounts', 'create', '--username', 'OMA', '--password', 'kuchen-backen');
      expect(taken.code).toBe(1);
      expect(taken.stderr).toBe('The username OMA is taken. (username_taken)\n');
      const role = await cli('accounts', 'create', '--username', 'opa', '--password', 'kuchen-backen', '--role', 'king');
      expect(role.code).toBe(2);
      expect(role.stderr).toContain('--role must be one of admin, approver, user, child');
      const short = await cli('accounts', 'create', '--username', 'opa', '--password', 'kurz');
      expect(short.code).toBe(2);
      const missing = await cli('tokens', 'create', '--username', 'niemand', '--name', 'x');
      expect(missing.code).toBe(1);
      expect(missing.stderr).toBe('no account named niemand\n');
      expect(missing.stdout).toBe('');
      expect((await service.accounts.findByUsername('opa'))).toBeUndefined();
      expect((await service.accounts.findByUsername('oma'))?.role).toBe('user');
    },
    CLI_TIMEOUT,
  );
});
