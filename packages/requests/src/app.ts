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
import cookie from '@fastify/cookie';
import { AccountsRepository } from './accounts/accounts.repository.ts';
import { AccountsService } from './accounts/accounts.service.ts';
import { meRoutes } from './accounts/me.routes.ts';
import { AccessTokens } from './auth/access-tokens.ts';
import { AuthRepository } from './auth/auth.repository.ts';
import { registerAuthHook } from './auth/auth-hook.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { LoginThrottle } from './auth/login-throttle.ts';
import { SessionsService } from './auth/sessions.service.ts';
import { TokensRepository } from './tokens/tokens.repository.ts';
import { TokensService } from './tokens/tokens.service.ts';
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
  accounts: AccountsService;
  tokens: TokensService;
  sessions: SessionsService;
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

  const errors = requestsErrorRegistry();
  const accounts = new AccountsService(new AccountsRepository(database.db), clock);
  const tokens = new TokensService(new TokensRepository(database.db), accounts, clock);
  const authRepository = new AuthRepository(database.db);
  const sessions = new SessionsService(
    authRepository,
    accounts,
    new AccessTokens(authRepository, clock),
    new LoginThrottle(clock),
    clock,
  );

  const app = await createHttpApp({
    logger,
    errors,
    openapi: {
      title: 'Requests service',
      version: SERVICE_VERSION,
      description:
        'The household app: accounts discover and request movies and series; rules, quotas and approvers decide; approved requests go to acquisition.',
    },
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Access token or personal token' } },
  });

  await app.register(cookie);
  registerAuthHook(app, { sessions, tokens });
  authRoutes(app, { sessions, errors, secureCookies: config.webUrl?.startsWith('https:') ?? false });
  meRoutes(app, { accounts, errors, version: SERVICE_VERSION });

  app.addHook('onClose', async () => {
    await jobs.stop();
    await database.close();
  });

  return { app, database, jobs, clock, accounts, tokens, sessions, close: () => app.close() };
}
