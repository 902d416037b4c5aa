import { join } from 'node:path';
import {
  type Clock,
  ConfigError,
  createHttpApp,
  createLogger,
  type Database,
  ErrorRegistry,
  type HttpApp,
  JobRunner,
  type Logger,
  openDatabase,
  serveWebInterface,
  runMigrations,
  systemClock,
} from '@hms/platform';
import cookie from '@fastify/cookie';
import { catalogErrors } from '@hms/catalog';
import { aboutRoutes } from './about/about.routes.ts';
import { BlocklistService } from './blocklist/blocklist.service.ts';
import { movieSeriesCatalogFor } from './catalog/catalog.factory.ts';
import { CatalogService } from './catalog/catalog.service.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { ACQUISITION_MODES, type AcquisitionMode, DashboardService } from './dashboard/dashboard.service.ts';
import { discoverRoutes } from './discover/discover.routes.ts';
import { DiscoverService } from './discover/discover.service.ts';
import { healthRoutes } from './health/health.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { NotificationsService } from './notifications/notifications.service.ts';
import { type CallbackSender, HttpCallbackSender } from './push/callback-sender.ts';
import { pushRoutes } from './push/push.routes.ts';
import { PushService } from './push/push.service.ts';
import type { AccountDirectory } from './requests/account-directory.ts';
import { isQuotaPeriod } from './requests/quota-period.ts';
import { requestsRoutes } from './requests/requests.routes.ts';
import type { QuotaPeriod } from './requests/requests.schemas.ts';
import { RequestsService } from './requests/requests.service.ts';
import { storageRoutes } from './storage/storage.routes.ts';
import { StorageService } from './storage/storage.service.ts';
import { ticketsRoutes } from './tickets/tickets.routes.ts';
import { TicketsService } from './tickets/tickets.service.ts';
import { avatarUrlOf } from './accounts/account-record.ts';
import { AccountsRepository } from './accounts/accounts.repository.ts';
import { AccountsService } from './accounts/accounts.service.ts';
import { AvatarService } from './accounts/avatar.service.ts';
import { EmailService } from './accounts/email.service.ts';
import { InvitationsRepository } from './accounts/invitations.repository.ts';
import { invitationsRoutes } from './accounts/invitations.routes.ts';
import { InvitationsService } from './accounts/invitations.service.ts';
import { EmailVerificationsRepository } from './accounts/email-verifications.repository.ts';
import { profileRoutes } from './accounts/profile.routes.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { BetreiberService } from './accounts/betreiber.service.ts';
import { dissolutionSource } from './accounts/dissolution-preview.ts';
import { meRoutes } from './accounts/me.routes.ts';
import { usersRoutes } from './accounts/users.routes.ts';
import { UsersService } from './accounts/users.service.ts';
import { AccessTokens } from './auth/access-tokens.ts';
import { AuthRepository } from './auth/auth.repository.ts';
import { registerAuthHook } from './auth/auth-hook.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { LoginThrottle } from './auth/login-throttle.ts';
import { SessionsService } from './auth/sessions.service.ts';
import { TokensRepository } from './tokens/tokens.repository.ts';
import { tokensRoutes } from './tokens/tokens.routes.ts';
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
  /** Where mails go; by default SMTP from the configuration (tests pass their own). */
  mailer?: Mailer;
  /** How callbacks are sent; the real HTTP sender unless a test passes another. */
  callbackSender?: CallbackSender;
}

export interface Requests {
  app: HttpApp;
  database: Database<RequestsDb>;
  jobs: JobRunner;
  clock: Clock;
  accounts: AccountsService;
  tokens: TokensService;
  sessions: SessionsService;
  requests: RequestsService;
  blocklist: BlocklistService;
  notifications: NotificationsService;
  tickets: TicketsService;
  storage: StorageService;
  push: PushService;
  close(): Promise<void>;
}

export const requestsErrorRegistry = () => new ErrorRegistry(requestsErrors, catalogErrors);

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
  checkPromisedConfig(config);
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? createLogger({ service: 'requests', level: config.logLevel });
  const database = await openRequestsDatabase(config);
  const jobs = new JobRunner({ db: database.db, clock, logger });

  const errors = requestsErrorRegistry();
  const accountsRepository = new AccountsRepository(database.db);
  const accounts = new AccountsService(accountsRepository, clock);
  const betreiber = new BetreiberService(accountsRepository, accounts, config.betreiberPin, logger);
  const tokens = new TokensService(new TokensRepository(database.db), accounts, clock);
  const authRepository = new AuthRepository(database.db);
  const sessions = new SessionsService(
    authRepository,
    accounts,
    new AccessTokens(authRepository, clock),
    new LoginThrottle(clock),
    clock,
  );
  const users = new UsersService(accounts, betreiber, sessions, clock);
  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  const publicUrl = (config.webUrl ?? `http://${config.host}:${config.port}`).replace(/\/+$/, '');
  const email = new EmailService(new EmailVerificationsRepository(database.db), accounts, mailer, clock, publicUrl);
  const avatars = new AvatarService(accounts, join(config.dataDir, 'avatars'));
  const invitations = new InvitationsService(new InvitationsRepository(database.db), accounts, sessions, mailer, clock, publicUrl);
  await betreiber.applyPin();

  const { requests, blocklist, notifications, tickets, storage, push, discover, dashboard } = promisedServices({
    config,
    db: database.db,
    clock,
    accounts,
    callbackSender: deps.callbackSender ?? new HttpCallbackSender(),
  });
  // the user lists show each account's quota usage as the requests module counts it
  users.setDissolutionSource(dissolutionSource({ requests, storage }));
  users.setUsageSource(async (account) => {
    const quota = await requests.quota(account);
    return { quota_movies_used: quota.movie.used, quota_series_used: quota.tv.used };
  });

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
  // The built web interface (packages/requests-web/dist) at /, when it has been built.
  await serveWebInterface(app, join(import.meta.dirname, '../../requests-web/dist'));

  await app.register(cookie);
  registerAuthHook(app, { sessions, tokens });
  authRoutes(app, { sessions, errors, secureCookies: config.webUrl?.startsWith('https:') ?? false });
  meRoutes(app, { accounts, errors, version: SERVICE_VERSION, email });
  usersRoutes(app, { users, betreiber, errors });
  tokensRoutes(app, { tokens, errors, callbacks: push });
  profileRoutes(app, { email, avatars, errors });
  invitationsRoutes(app, { invitations, errors, secureCookies: config.webUrl?.startsWith('https:') ?? false });
  healthRoutes(app);
  aboutRoutes(app, { facts: { version: SERVICE_VERSION, repoUrl: config.repoUrl, license: LICENSE }, errors });
  dashboardRoutes(app, { dashboard, errors });
  discoverRoutes(app, { discover, errors });
  requestsRoutes(app, { requests, errors });
  notificationsRoutes(app, { notifications, errors });
  ticketsRoutes(app, { tickets, errors });
  storageRoutes(app, { storage, errors });
  pushRoutes(app, { push, errors });


  app.addHook('onClose', async () => {
    await notifications.settled();
    await jobs.stop();
    await database.close();
  });

  return {
    app,
    database,
    jobs,
    clock,
    accounts,
    tokens,
    sessions,
    requests,
    blocklist,
    notifications,
    tickets,
    storage,
    push,
    close: () => app.close(),
  };
}

/** The licence `GET /api/v1/about` names: the repository declares none yet. */
const LICENSE = 'UNLICENSED';

/** Settings of the promised addresses that the option types cannot check; before anything opens. */
function checkPromisedConfig(config: RequestsConfig): void {
  if (!isQuotaPeriod(config.quotaPeriod)) {
    throw new ConfigError(`Invalid value ${JSON.stringify(config.quotaPeriod)} for --quota-period: expected day, week or month.`);
  }
  if (!(ACQUISITION_MODES as readonly string[]).includes(config.acquisitionMode)) {
    throw new ConfigError(`Invalid value ${JSON.stringify(config.acquisitionMode)} for --acquisition-mode: expected dienst or arr.`);
  }
}

/** The services behind the promised `/api/v1` addresses (besides `/api/v1/me`). */
function promisedServices(deps: {
  config: RequestsConfig;
  db: Database<RequestsDb>['db'];
  clock: Clock;
  accounts: AccountsService;
  callbackSender: CallbackSender;
}) {
  const { config, db, clock, accounts } = deps;
  const directory: AccountDirectory = {
    findById: async (id) => (await accounts.find(id)) ?? null,
    idsWithRoles: async (roles) =>
      (await accounts.list()).filter((a) => a.isActive && roles.includes(a.role)).map((a) => a.id),
    avatarUrl: (account) => avatarUrlOf(account),
  };
  const catalog = new CatalogService({
    catalog: movieSeriesCatalogFor(config),
    imageBaseUrl: config.catalogImageUrl,
    clock,
  });
  const notifications = new NotificationsService({ db, clock });
  const push = new PushService({ db, clock, sender: deps.callbackSender });
  notifications.onCreated((accountId, notification) => push.deliver(accountId, notification));
  const blocklist = new BlocklistService({ db, clock });
  const requests = new RequestsService({
    db,
    clock,
    catalog,
    blocklist,
    notifications,
    accounts: directory,
    quotaPeriod: config.quotaPeriod as QuotaPeriod,
  });
  const tickets = new TicketsService({ db, clock });
  const storage = new StorageService({ db, clock });
  const discover = new DiscoverService({ catalog, requests });
  const dashboard = new DashboardService({
    version: SERVICE_VERSION,
    acquisitionMode: config.acquisitionMode as AcquisitionMode,
    requests,
    tickets,
    storage,
  });
  return { requests, blocklist, notifications, tickets, storage, push, discover, dashboard };
}
