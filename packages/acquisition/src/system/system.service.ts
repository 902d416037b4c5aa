import { randomUUID } from 'node:crypto';
import { type Clock, inTransaction } from '@hms/platform';
import type { Kysely } from 'kysely';
import type { EventRecorder } from '../api-v1/event-recorder.ts';
import type { AcquisitionDb } from '../db/schema.ts';
import type { Scope } from '../keys/scopes.ts';
import type { CatalogSettingsService } from '../settings/catalog-settings.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { VersionsService } from '../versions/versions.service.ts';
import type { DiskSpaceProbe } from './disk-space.ts';
import { type Finding, findingsFrom } from './health.ts';

export const CONTRACT = { major: 1, stage: 5 } as const;

/** What this build carries, so a program can tell before it fails. */
export const CAPABILITIES = {
  movies: true,
  series: true,
  music: true,
  anime: false,
  preview_search: false,
  webhooks: true,
  events_stream: true,
  recycle_bin: true,
  pairing: true,
  source_connections: false,
} as const;

/** Jump targets of the web interface, to put behind `web_url`; `{name}` parts are filled in by the program. */
export const LINKS = {
  title: '/titles/{kind}/{ref}',
  version: '/settings/versions/{version}',
  profile: '/settings/profiles/{profile_id}',
  download: '/queue/{download_id}',
  problems: '/problems',
  recycle_bin: '/recycle-bin',
  calendar: '/calendar',
} as const;

const INSTALLATION_ID = 'installation_id';
const LAST_HEALTH = 'health_last_findings';

export interface SystemServiceDeps {
  db: Kysely<AcquisitionDb>;
  clock: Clock;
  settings: SettingsService;
  versions: VersionsService;
  catalog: CatalogSettingsService;
  events: EventRecorder;
  disks: DiskSpaceProbe;
  app: string;
  version: string;
  webUrl: string | null;
}

/** The service describing itself: system, health and storage. */
export class SystemService {
  constructor(private readonly deps: SystemServiceDeps) {}

  /** Made once at first start and kept in the database, whatever address the service answers at. */
  installationId(): Promise<string> {
    return this.deps.settings.getOrCreate(INSTALLATION_ID, () => randomUUID());
  }

  async describe(scopes: Scope[]) {
    return {
      app: this.deps.app,
      version: this.deps.version,
      contract: { ...CONTRACT },
      installation_id: await this.installationId(),
      scopes,
      capabilities: { ...CAPABILITIES },
      web_url: this.deps.webUrl,
      links: { ...LINKS },
      update: { current: this.deps.version, latest: null, available: false, checked_at: null },
    };
  }

  /**
   * Findings from what the service already knows (no request goes anywhere). When they differ
   * from the last ones said, a `health.changed` event records the new list.
   */
  async health(): Promise<Finding[]> {
    const versions = [];
    for (const version of await this.deps.versions.list()) {
      versions.push({ version, readiness: await this.deps.versions.readinessOf(version) });
    }
    const findings = findingsFrom(versions, (await this.deps.catalog.view()).mode);
    const last = await this.deps.settings.get<Finding[]>(LAST_HEALTH);
    if (JSON.stringify(last ?? null) !== JSON.stringify(findings)) {
      await inTransaction(this.deps.db, async (trx) => {
        await this.deps.settings.set(LAST_HEALTH, findings, trx);
        await this.deps.events.record(trx, 'health.changed', { items: findings });
      });
    }
    return findings;
  }

  async storage() {
    const items = [];
    for (const version of await this.deps.versions.list()) {
      const space = await this.deps.disks.spaceOf(version.root_folder);
      items.push({
        version: version.id,
        kind: version.kind,
        free_bytes: space?.free_bytes ?? null,
        total_bytes: space?.total_bytes ?? null,
        disk: space?.disk ?? null,
      });
    }
    return items;
  }
}
