import { AppError, type Command, createLogger, type OptionSpecs, UsageError } from '@hms/platform';
import { openRequestsDatabase, requestsErrorRegistry } from '../app.ts';
import { loadRequestsConfig, requestsOptions } from '../config.ts';
import { TokensRepository } from '../tokens/tokens.repository.ts';
import { TokensService } from '../tokens/tokens.service.ts';
import { ROLES, type Role } from './account.ts';
import { AccountsRepository } from './accounts.repository.ts';
import { AccountsService } from './accounts.service.ts';
import { BetreiberService } from './betreiber.service.ts';
import { PASSWORD_MIN_LENGTH } from './passwords.ts';

const { dataDir, databaseUrl, logLevel, betreiberPin } = requestsOptions;
const dataOptions = { dataDir, databaseUrl, logLevel, betreiberPin } satisfies OptionSpecs;

const text = (flag: string, description: string) => ({ flag, type: 'string' as const, description });

/**
 * Opens the installation's database (the same `--data` / `DATABASE_URL` as `serve`; safe while
 * the service runs: SQLite writers queue on the busy timeout) with the accounts services.
 */
async function withAccounts<T>(
  flags: Record<string, string | boolean | undefined>,
  work: (services: { accounts: AccountsService; tokens: TokensService }) => Promise<T>,
): Promise<T> {
  const config = loadRequestsConfig(flags);
  const database = await openRequestsDatabase(config);
  try {
    const clock = { now: () => new Date() };
    const repository = new AccountsRepository(database.db);
    const accounts = new AccountsService(repository, clock);
    const logger = createLogger({ service: 'requests', level: config.logLevel });
    new BetreiberService(repository, accounts, config.betreiberPin, logger);
    return await work({ accounts, tokens: new TokensService(new TokensRepository(database.db), accounts, clock) });
  } catch (error) {
    if (error instanceof AppError) {
      const body = requestsErrorRegistry().body(error.code, error.params);
      throw new CliRefusal(`${body.message} (${body.code})`);
    }
    throw error;
  } finally {
    await database.close();
  }
}

/** A refusal of the domain (e.g. a taken username): printed without a stack, exit code 1. */
class CliRefusal extends Error {}

function required(flags: Record<string, string | boolean | undefined>, name: string): string {
  const value = flags[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

async function refusalsToExitCode(stderr: NodeJS.WritableStream, work: () => Promise<void>): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    if (error instanceof CliRefusal) {
      stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

export const accountsCommands: Record<string, Command> = {
  'accounts create': {
    summary: 'Create an account (the first administrator becomes the owner)',
    usage: '--username U --password P [--role admin|approver|user|child] [--email E]',
    options: {
      ...dataOptions,
      username: text('username', 'Sign-in name'),
      password: text('password', `Password (at least ${PASSWORD_MIN_LENGTH} characters)`),
      role: { ...text('role', `One of ${ROLES.join(', ')}`), default: 'user' },
      email: text('email', 'Mail address (counts as confirmed)'),
    },
    async run({ flags, stdout, stderr }) {
      const username = required(flags, 'username');
      const password = required(flags, 'password');
      const role = (flags.role as string | undefined) ?? 'user';
      if (!ROLES.includes(role as Role)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
      if (password.length < PASSWORD_MIN_LENGTH) {
        throw new UsageError(`--password needs at least ${PASSWORD_MIN_LENGTH} characters`);
      }
      return refusalsToExitCode(stderr, () =>
        withAccounts(flags, async ({ accounts }) => {
          const email = typeof flags.email === 'string' ? flags.email : null;
          const account = await accounts.create({ username, password, role: role as Role, email, emailVerified: email !== null });
          stdout.write(
            `created account ${account.username} (id ${account.id}, role ${account.role}${account.isBetreiber ? ', owner' : ''})\n`,
          );
        }),
      );
    },
  },
  'tokens create': {
    summary: 'Create a personal token for an account and print it once',
    usage: '--username U --name N [--read-only] [--days D]',
    options: {
      ...dataOptions,
      username: text('username', 'Account the token belongs to'),
      name: text('name', 'What the token is for'),
      readOnly: { flag: 'read-only', type: 'boolean', description: 'Token may only read (GET)' },
      days: { flag: 'days', type: 'positive-int', description: 'Expires after this many days (default: never)' },
    },
    async run({ flags, stdout, stderr }) {
      const username = required(flags, 'username');
      const name = required(flags, 'name');
      const days = flags.days === undefined ? null : Number(flags.days);
      if (days !== null && !(Number.isInteger(days) && days >= 1)) throw new UsageError('--days must be a whole number of at least 1');
      return refusalsToExitCode(stderr, () =>
        withAccounts(flags, async ({ accounts, tokens }) => {
          const account = await accounts.findByUsername(username);
          if (!account) throw new CliRefusal(`no account named ${username}`);
          const { plain } = await tokens.create(account.id, { name, readOnly: flags['read-only'] === true, expiresInDays: days });
          // the token alone on stdout, so scripts can capture it; it is not shown again
          stdout.write(`${plain}\n`);
          stderr.write('This token is shown only now; only its checksum is stored.\n');
        }),
      );
    },
  },
};
