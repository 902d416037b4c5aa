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
import { registerApiV1Auth } from './api-v1/api-v1-auth.ts';
import { RateLimitService } from './api-v1/rate-limit.service.ts';
import { TokenBucketLimiter } from './api-v1/rate-limiter.ts';
import type { AcquisitionConfig } from './config.ts';
import { acquisitionMigrations } from './db/migrations.ts';
import type { AcquisitionDb } from './db/schema.ts';
import { BlocklistService } from './blocklist/blocklist.service.ts';
import { acquisitionErrors } from './errors.ts';
import { QualityService } from './quality/quality.service.ts';
import { ReleaseRulesService } from './quality/release-rules.service.ts';
import { keysRoutes } from './keys/keys.routes.ts';
import { KeysService } from './keys/keys.service.ts';
import { registerOwnerAuth } from './owner/owner-auth.ts';
import { ownerRoutes } from './owner/owner.routes.ts';
import { OwnerService } from './owner/owner.service.ts';
import { SettingsService } from './settings/settings.service.ts';

export const SERVICE_VERSION = '0.2.0';

export interface AcquisitionDeps {
  config: AcquisitionConfig;
  logger?: Logger;
  clock?: Clock;
}

export interface Acquisition {
  app: HttpApp;
  database: Database<AcquisitionDb>;
  jobs: JobRunner;
  clock: Clock;
  /** Quality profiles, custom formats and the decision engine (`decide`, `rankReleases`). */
  quality: QualityService;
  releaseRules: ReleaseRulesService;
  blocklist: BlocklistService;
  close(): Promise<void>;
}

export const acquisitionErrorRegistry = () => new ErrorRegistry(acquisitionErrors);

/** Opens the database at the configured place and brings its tables up to date. */
export async function openAcquisitionDatabase(config: AcquisitionConfig): Promise<Database<AcquisitionDb>> {
  const database = await openDatabase<AcquisitionDb>({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    fileName: 'acquisition.sqlite',
    schema: 'acquisition',
  });
  await runMigrations(database, acquisitionMigrations);
  return database;
}

/**
 * The composition root: every repository, service and route of the acquisition service is
 * wired here and nowhere else.
 */
export async function createAcquisition(deps: AcquisitionDeps): Promise<Acquisition> {
  const { config } = deps;
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? createLogger({ service: 'acquisition', level: config.logLevel });
  const database = await openAcquisitionDatabase(config);
  const jobs = new JobRunner({ db: database.db, clock, logger });
  const blocklist = new BlocklistService(database.db, clock);
  const releaseRules = new ReleaseRulesService(database.db, clock);
  const quality = new QualityService({ db: database.db, clock, rules: releaseRules, blocklist });

  const errors = acquisitionErrorRegistry();
  const settings = new SettingsService(database.db, clock);
  const keys = new KeysService(database.db, clock);
  const owner = new OwnerService(database.db, clock);
  const limiter = new TokenBucketLimiter(clock);
  const rateLimits = new RateLimitService(settings, limiter);
  await rateLimits.load();

  const app = await createHttpApp({
    logger,
    errors,
    openapi: {
      title: 'Acquisition service',
      version: SERVICE_VERSION,
      description:
        'Keeps a library of movies, series and music in named versions and fetches what is missing. Programs use /api/v1 with an API key.',
    },
    securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'API key' } },
  });

  // Gates first, so they cover every route registered after them.
  registerApiV1Auth(app, { keys, limiter });
  await registerOwnerAuth(app, { owner });

  ownerRoutes(app, { owner, errors });
  keysRoutes(app, { keys, limiter, errors });

  app.addHook('onClose', async () => {
    await jobs.stop();
    await database.close();
  });

  return { app, database, jobs, clock, quality, releaseRules, blocklist, close: () => app.close() };
}
