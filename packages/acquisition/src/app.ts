import { join } from 'node:path';
import {
  type Clock,
  createHttpApp,
  createLogger,
  type Database,
  ErrorRegistry,
  type HttpApp,
  JobRunner,
  type Logger,
  loadSecretBox,
  openDatabase,
  serveWebInterface,
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
import { EventStreamHub, type EventStreamOptions } from './events/event-stream-hub.ts';
import { EventsRepository } from './events/events.repository.ts';
import { registerEventsRoutes } from './events/events.routes.ts';
import { EventsService } from './events/events.service.ts';
import { WebhookDeliveryWorker } from './webhooks/webhook-delivery-worker.ts';
import { FetchWebhookSender } from './webhooks/webhook-sender.ts';
import { WebhooksRepository } from './webhooks/webhooks.repository.ts';
import { registerWebhooksRoutes } from './webhooks/webhooks.routes.ts';
import { PRUNE_JOB, WebhooksService } from './webhooks/webhooks.service.ts';
import { FeedService } from './library/feed.service.ts';
import { LibraryFilesService } from './library/files.service.ts';
import { InsightService } from './library/insight.service.ts';
import { registerLibraryChangeRoutes } from './library/library-change.routes.ts';
import { registerLibraryInsightRoutes } from './library/library-insight.routes.ts';
import { MonitoringService } from './library/monitoring.service.ts';
import { PreviewService } from './library/preview.service.ts';
import { RefreshService } from './library/refresh.service.ts';
import { WithdrawService } from './library/withdraw.service.ts';
import { registerRecycleBinRoutes } from './recycle-bin/recycle-bin.routes.ts';
import { RecycleBinService } from './recycle-bin/recycle-bin.service.ts';
import { registerLibraryRoutes } from './library/library.routes.ts';
import { LibraryService } from './library/library.service.ts';
import { ReadingService } from './library/reading.service.ts';
import { SearchQueue } from './library/search-queue.ts';
import { CatalogTitleSource } from './library/title-source.ts';
import { registerRequestsRoutes } from './requests/requests.routes.ts';
import { RequestsService } from './requests/requests.service.ts';
import { keysRoutes } from './keys/keys.routes.ts';
import { KeysService } from './keys/keys.service.ts';
import { registerOwnerAuth } from './owner/owner-auth.ts';
import { ownerRoutes } from './owner/owner.routes.ts';
import { pairingRoutes } from './pairing/pairing.routes.ts';
import { PairingService } from './pairing/pairing.service.ts';
import { downloadsRoutes } from './downloads/downloads.routes.ts';
import { CatalogConnections } from './settings/catalog-connections.ts';
import { CatalogSettingsService } from './settings/catalog-settings.service.ts';
import { settingsRoutes } from './settings/settings.routes.ts';
import { fsDiskSpace } from './system/disk-space.ts';
import { systemRoutes } from './system/system.routes.ts';
import { SystemService } from './system/system.service.ts';
import { CachedFolderProbe } from './versions/folder-probe.ts';
import { versionsRoutes } from './versions/versions.routes.ts';
import { VersionsService } from './versions/versions.service.ts';
import { OwnerService } from './owner/owner.service.ts';
import { SettingsService } from './settings/settings.service.ts';

export const SERVICE_VERSION = '0.2.0';

export interface AcquisitionDeps {
  config: AcquisitionConfig;
  logger?: Logger;
  clock?: Clock;
  /** Finer settings than the config offers (tests use short intervals and small buffers). */
  tuning?: { eventStream?: EventStreamOptions; webhookTimeoutMs?: number };
}

export interface Acquisition {
  app: HttpApp;
  database: Database<AcquisitionDb>;
  jobs: JobRunner;
  clock: Clock;
  /** The event log: other modules record through it; tests read it. */
  events: EventsService;
  /** The live fan-out of the event log to /api/v1/events/stream clients. */
  eventStream: EventStreamHub;
  /** Webhook targets and the outbox. */
  webhooks: WebhooksService;
  /** Sends due webhook deliveries; starts when the service listens (tests call `runDue()`). */
  webhookDeliveries: WebhookDeliveryWorker;
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
  const events = new EventsService(new EventsRepository(database.db), clock, logger);
  const eventStream = new EventStreamHub(events, logger, {
    heartbeatMs: config.eventsHeartbeatSeconds * 1000,
    ...deps.tuning?.eventStream,
  });
  events.onCommitted(() => eventStream.wake());
  const webhooksRepository = new WebhooksRepository(database.db);
  // One key seals every stored secret of the service (webhook secrets, the catalog token).
  const secrets = loadSecretBox(config.dataDir, 'ACQUISITION_SECRET_KEY');
  const webhooks = new WebhooksService(webhooksRepository, secrets, clock);
  const webhookDeliveries = new WebhookDeliveryWorker(webhooksRepository, webhooks, new FetchWebhookSender(), clock, logger, {
    timeoutMs: deps.tuning?.webhookTimeoutMs ?? config.webhookTimeoutSeconds * 1000,
  });
  events.onRecord(async (trx, event) => {
    await webhooks.enqueue(trx, event);
  });
  events.onCommitted(() => webhookDeliveries.wake());
  jobs.define(PRUNE_JOB, {
    run: async () => {
      await webhooks.pruneHistory();
    },
  });
  await jobs.schedule(PRUNE_JOB, { everySeconds: 24 * 60 * 60 });
  const settings = new SettingsService(database.db, clock);
  const keys = new KeysService(database.db, clock);
  // Ten sign-in attempts at once per client address, then one a minute.
  const owner = new OwnerService(database.db, clock, new TokenBucketLimiter(clock, { per_second: 1 / 60, burst: 10 }));
  const limiter = new TokenBucketLimiter(clock);
  const rateLimits = new RateLimitService(settings, limiter);
  await rateLimits.load();
  const pairingLimiter = new TokenBucketLimiter(clock, { per_second: 1, burst: 10 });
  const pairing = new PairingService(database.db, clock, keys, events, pairingLimiter);
  const versions = new VersionsService(database.db, clock, {
    dataDir: config.dataDir,
    probe: new CachedFolderProbe(clock),
    profiles: { exists: (id) => quality.profileExists(id) },
  });
  await versions.ensureOwnFolders();
  const catalogSettings = new CatalogSettingsService(settings, secrets);
  const catalogs = new CatalogConnections(catalogSettings, `home-media-stack-acquisition/${SERVICE_VERSION} ( self-hosted )`);
  const system = new SystemService({
    db: database.db,
    clock,
    settings,
    versions,
    catalog: catalogSettings,
    events,
    disks: fsDiskSpace,
    app: 'acquisition',
    version: SERVICE_VERSION,
    webUrl: config.webUrl ?? null,
  });
  await system.installationId();
  // A profile a version still points at cannot be deleted.
  quality.connect({ profileInUse: async (id) => (await versions.list()).some((version) => version.quality_profile_id === id) });

  // The library (titles, requests, change feed).
  const library = new LibraryService(database.db, clock, versions, events);
  versions.connect({ usage: library });
  library.connect({
    cutoff: {
      async judgeIn(executor) {
        const [profileOf, judge] = await Promise.all([versions.profilesIn(executor), quality.cutoffJudgeIn(executor)]);
        return (versionId, fileQuality) => {
          const profileId = profileOf.get(versionId);
          return profileId === undefined || judge(profileId, fileQuality);
        };
      },
    },
  });
  const searchQueue = new SearchQueue(jobs, database.db, events);
  const titleSource = new CatalogTitleSource(
    () => catalogs.movieSeries(),
    () => catalogs.music(),
  );
  const requests = new RequestsService(library, titleSource, searchQueue, { animeSupported: false });
  const feed = new FeedService(library);
  const reading = new ReadingService(library);
  const recycleBin = new RecycleBinService(database.db, clock, join(config.dataDir, 'recycle-bin'));
  const libraryFiles = new LibraryFilesService(library, recycleBin, config.dataDir);
  recycleBin.useRestorer(libraryFiles);
  await recycleBin.schedulePurge(jobs);
  const monitoring = new MonitoringService(library);
  const withdraw = new WithdrawService(library, libraryFiles);
  const insight = new InsightService(library, searchQueue, jobs, { animeSupported: false }, titleSource);
  const refresh = new RefreshService(library, titleSource, libraryFiles, jobs);
  await refresh.scheduleStateSweep();
  const preview = new PreviewService(library, titleSource);

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
  // The built web interface (packages/acquisition-web/dist) at /, when it has been built.
  await serveWebInterface(app, join(import.meta.dirname, '../../acquisition-web/dist'));

  // Gates first, so they cover every route registered after them.
  registerApiV1Auth(app, { keys, limiter });
  await registerOwnerAuth(app, { owner });

  ownerRoutes(app, { owner, errors });
  keysRoutes(app, { keys, limiter, errors });
  pairingRoutes(app, { pairing, errors });
  versionsRoutes(app, { versions, errors });
  systemRoutes(app, { system, errors });
  downloadsRoutes(app, { errors });
  settingsRoutes(app, { catalog: catalogSettings, rateLimits, errors });
  registerEventsRoutes(app, { events, hub: eventStream, errors });
  registerWebhooksRoutes(app, { webhooks, worker: webhookDeliveries, errors });
  registerLibraryRoutes(app, { feed, reading, errors });
  registerRequestsRoutes(app, { requests, errors });
  registerLibraryChangeRoutes(app, { monitoring, withdraw, insight, refresh, errors });
  registerLibraryInsightRoutes(app, { insight, preview, errors });
  registerRecycleBinRoutes(app, { bin: recycleBin, errors });

  // Deliveries go out only from a listening service; tests drive `runDue()` themselves.
  app.addHook('onListen', async () => webhookDeliveries.start());
  app.addHook('preClose', async () => webhookDeliveries.stop());

  app.addHook('onClose', async () => {
    await jobs.stop();
    await database.close();
  });

  return { app, database, jobs, clock, quality, releaseRules, blocklist, events, eventStream, webhooks, webhookDeliveries, close: () => app.close() };
}
