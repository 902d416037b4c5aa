import { resolve } from 'node:path';

/**
 * Configuration is read once from flags and environment into a frozen, typed object. Flags win
 * over environment, environment over defaults. A bad value stops start-up with a message that
 * names the option, where it came from and what is accepted.
 */

type OptionType = 'port' | 'string' | 'path' | 'postgres-url' | 'log-level' | 'positive-int' | 'boolean';

export interface OptionSpec {
  flag: string;
  env?: string;
  type: OptionType;
  description: string;
  default?: string;
}

export type OptionSpecs = Record<string, OptionSpec>;

type ValueOf<T extends OptionType> = T extends 'port' | 'positive-int'
  ? number
  : T extends 'boolean'
    ? boolean
    : string;

export type ConfigOf<S extends OptionSpecs> = {
  readonly [K in keyof S]: S[K]['default'] extends string ? ValueOf<S[K]['type']> : ValueOf<S[K]['type']> | undefined;
};

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function convert(name: string, spec: OptionSpec, raw: string, origin: string): unknown {
  const fail = (accepted: string) =>
    new ConfigError(`Invalid value ${JSON.stringify(raw)} for ${name} (from ${origin}): ${accepted}.`);
  switch (spec.type) {
    case 'port': {
      if (!/^\d+$/.test(raw)) throw fail('expected a port number 0-65535');
      const port = Number(raw);
      if (port > 65535) throw fail('expected a port number 0-65535');
      return port;
    }
    case 'positive-int': {
      if (!/^\d+$/.test(raw) || Number(raw) < 1) throw fail('expected a whole number of at least 1');
      return Number(raw);
    }
    case 'boolean': {
      if (/^(1|true|yes|on)$/i.test(raw)) return true;
      if (/^(0|false|no|off)$/i.test(raw)) return false;
      throw fail('expected true or false');
    }
    case 'path':
      if (raw.trim() === '') throw fail('expected a folder path');
      return resolve(raw);
    case 'postgres-url': {
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        throw fail('expected a URL like postgresql://user@host:5432/database');
      }
      if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
        throw fail('expected a postgres:// or postgresql:// URL');
      }
      return raw;
    }
    case 'log-level':
      if (!LOG_LEVELS.includes(raw)) throw fail(`expected one of ${LOG_LEVELS.join(', ')}`);
      return raw;
    case 'string':
      return raw;
  }
}

/**
 * Reads `specs` from already-split flags (`{port: '8310'}`) and the environment. Unknown flags
 * are the caller's concern (the CLI refuses them before this runs).
 */
export function loadConfig<S extends OptionSpecs>(
  specs: S,
  flags: Record<string, string | boolean | undefined>,
  env: NodeJS.ProcessEnv = process.env,
): ConfigOf<S> {
  const config: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const flagValue = flags[spec.flag];
    const envValue = spec.env ? env[spec.env] : undefined;
    let raw: string | undefined;
    let origin: string;
    if (flagValue !== undefined) {
      raw = flagValue === true ? 'true' : String(flagValue);
      origin = `--${spec.flag}`;
    } else if (envValue !== undefined && envValue !== '') {
      raw = envValue;
      origin = `environment variable ${spec.env}`;
    } else {
      raw = spec.default;
      origin = 'default';
    }
    config[name] = raw === undefined ? undefined : convert(`--${spec.flag}`, spec, raw, origin);
  }
  return Object.freeze(config) as ConfigOf<S>;
}

/** The options every service has; services add their own. */
export function baseOptions(service: string, defaultPort: number) {
  return {
    host: { flag: 'host', env: 'HOST', type: 'string', default: '127.0.0.1', description: 'Address to listen on' },
    port: { flag: 'port', env: 'PORT', type: 'port', default: String(defaultPort), description: 'Port to listen on' },
    dataDir: {
      flag: 'data',
      env: 'DATA_DIR',
      type: 'path',
      default: `./data/${service}`,
      description: 'Folder for the SQLite database and files',
    },
    databaseUrl: {
      flag: 'database-url',
      env: 'DATABASE_URL',
      type: 'postgres-url',
      description: 'PostgreSQL URL; when set, used instead of SQLite (schema named after the service)',
    },
    logLevel: { flag: 'log-level', env: 'LOG_LEVEL', type: 'log-level', default: 'info', description: 'Log level' },
  } as const satisfies OptionSpecs;
}

/** Help text lines for a set of options, also used to write the README table. */
export function describeOptions(specs: OptionSpecs): string {
  const rows = Object.values(specs).map((spec) => {
    const left = `  --${spec.flag}${spec.env ? ` (${spec.env})` : ''}`;
    const right = `${spec.description}${spec.default !== undefined ? ` [default: ${spec.default}]` : ''}`;
    // A long flag gets its description on the next line, so the descriptions stay in one column.
    return left.length < 34 ? `${left.padEnd(34)} ${right}` : `${left}\n${' '.repeat(35)}${right}`;
  });
  return rows.join('\n');
}
