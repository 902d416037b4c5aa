import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseOptions, ConfigError, loadConfig } from './config.ts';

const options = baseOptions('acquisition', 8310);

describe('configuration', () => {
  it('uses the defaults when nothing is given', () => {
    const config = loadConfig(options, {}, {});
    expect(config).toEqual({
      host: '127.0.0.1',
      port: 8310,
      dataDir: resolve('./data/acquisition'),
      databaseUrl: undefined,
      logLevel: 'info',
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('prefers flags over environment over defaults', () => {
    const fromEnv = loadConfig(options, {}, { PORT: '9000', DATA_DIR: '/tmp/x' });
    expect(fromEnv.port).toBe(9000);
    expect(fromEnv.dataDir).toBe('/tmp/x');
    const fromFlag = loadConfig(options, { port: '9001' }, { PORT: '9000' });
    expect(fromFlag.port).toBe(9001);
  });

  it.each([
    [{ port: 'abc' }, {}, 'Invalid value "abc" for --port (from --port): expected a port number 0-65535.'],
    [{}, { PORT: '70000' }, 'Invalid value "70000" for --port (from environment variable PORT): expected a port number 0-65535.'],
    [{}, { DATABASE_URL: 'mysql://x' }, 'Invalid value "mysql://x" for --database-url (from environment variable DATABASE_URL): expected a postgres:// or postgresql:// URL.'],
    [{ 'log-level': 'loud' }, {}, 'Invalid value "loud" for --log-level (from --log-level): expected one of fatal, error, warn, info, debug, trace, silent.'],
  ])('refuses a bad value with a message naming it (%o %o)', (flags, env, message) => {
    expect(() => loadConfig(options, flags, env)).toThrow(new ConfigError(message));
  });

  it('accepts a PostgreSQL URL', () => {
    expect(loadConfig(options, { 'database-url': 'postgresql://u@127.0.0.1:5432/db' }, {}).databaseUrl).toBe(
      'postgresql://u@127.0.0.1:5432/db',
    );
  });
});
