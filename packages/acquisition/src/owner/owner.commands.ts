import { AppError, type Command, type Database, type OptionSpecs, systemClock, UsageError } from '@hms/platform';
import { acquisitionErrorRegistry, openAcquisitionDatabase } from '../app.ts';
import { acquisitionOptions, loadAcquisitionConfig } from '../config.ts';
import type { AcquisitionDb } from '../db/schema.ts';
import { OwnerService } from './owner.service.ts';

const { dataDir, databaseUrl } = acquisitionOptions;
/** Where the data lies: the same `--data` / `DATABASE_URL` as `serve`, so commands work beside it. */
export const dataOptions = { dataDir, databaseUrl } as const satisfies OptionSpecs;

/**
 * Runs a data command on the service's database and turns a domain error into its English
 * message on stderr (exit code 1) instead of a stack trace.
 */
export async function withDatabase(
  flags: Record<string, string | boolean | undefined>,
  stderr: NodeJS.WritableStream,
  work: (database: Database<AcquisitionDb>) => Promise<unknown>,
): Promise<number> {
  const database = await openAcquisitionDatabase(loadAcquisitionConfig(flags));
  try {
    const code = await work(database);
    return typeof code === 'number' ? code : 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { message } = acquisitionErrorRegistry().body(error.code, error.params);
    stderr.write(`${message} (${error.code})\n`);
    return 1;
  } finally {
    await database.close();
  }
}

export function requiredFlag(flags: Record<string, string | boolean | undefined>, name: string): string {
  const value = flags[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required.`);
  return value;
}

const credentialOptions = {
  ...dataOptions,
  username: { flag: 'username', type: 'string', description: "The owner's user name" },
  password: { flag: 'password', type: 'string', description: "The owner's password (8 to 200 characters)" },
} as const satisfies OptionSpecs;

export const ownerCommands: Record<string, Command> = {
  'owner create': {
    summary: 'Make the owner account (once; the web interface offers the same on a fresh install)',
    usage: '--username U --password P [--data DIR]',
    options: credentialOptions,
    run: ({ flags, stdout, stderr }) =>
      withDatabase(flags, stderr, async (database) => {
        const credentials = { username: requiredFlag(flags, 'username'), password: requiredFlag(flags, 'password') };
        await new OwnerService(database.db, systemClock).create(credentials);
        stdout.write(`Owner ${credentials.username.trim()} created.\n`);
      }),
  },
  'owner reset': {
    summary: "Set the owner's user name and password anew and sign out every session",
    usage: '--username U --password P [--data DIR]',
    options: credentialOptions,
    run: ({ flags, stdout, stderr }) =>
      withDatabase(flags, stderr, async (database) => {
        const credentials = { username: requiredFlag(flags, 'username'), password: requiredFlag(flags, 'password') };
        await new OwnerService(database.db, systemClock).reset(credentials);
        stdout.write(`Owner ${credentials.username.trim()} set; every session was signed out.\n`);
      }),
  },
};
