import {
  type Clock,
  createHttpApp,
  createLogger,
  type Database,
  ErrorRegistry,
  type HttpApp,
  JobRunner,
  type Logger,
  openDatabase,
  runMigrations,
  systemClock,
} from '@hms/platform';
import type { RequestsConfig } from './config.ts';
import { requestsMigrations } from './db/migrations.ts';
import type { RequestsDb } from './db/schema.ts';
import { requestsErrors } from './errors.ts';

export const SERVICE_VERSION = '0.2.0';

export interface RequestsDeps {
  config: RequestsConfig;
  logger?: Logger;
  clock?: Clock;
}

export interface Requests {
  app: HttpApp;
  database: Database<RequestsDb>;
  jobs: JobRunner;
  clock: Clock;
  close(): Promise<void>;
}

export const requestsErrorRegistry = () => new ErrorRegistry(requestsErrors);

/** Opens the database at the configured place and brings its tables up to date. */
export async function openRequestsDatabase(config: RequestsConfig): Promise<Database<RequestsDb>> {
  const database = await openDatabase<RequestsDb>({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    fileName: 'requests.sqlite',
    schema: 'requests',
  });
  await runMigrations(database, requestsMigrations);
  return database;
}

/**
 * The composition root: every repository, service and route of the requests service is
 * wired here and nowhere else.
 */
export async function createRequests(deps: RequestsDeps): Promise<Requests> {
  const { config } = deps;
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? createLogger({ service: 'requests', level: config.logLevel });
  const database = await openRequestsDatabase(config);
  const jobs = new JobRunner({ db: database.db, clock, logger });

  const app = await createHttpApp({
    logger,
    errors: requestsErrorRegistry(),
    openapi: {
      title: 'Requests service',
      version: SERVICE_VERSION,
      description:
        'The household app: accounts discover and request movies and series; rules, quotas and approvers decide; approved requests go to acquisition.',
    },
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Access token or personal token' } },
  });

  app.addHook('onClose', async () => {
    await jobs.stop();
    await database.close();
  });

  return { app, database, jobs, clock, close: () => app.close() };
}
