import { libraryMigration } from '../library/library.migration.ts';
import { recycleBinMigration } from '../recycle-bin/recycle-bin.migration.ts';
import { jobsMigration, type ServiceMigration } from '@hms/platform';
import { eventsMigration } from '../events/events.migration.ts';
import { webhooksMigration } from '../webhooks/webhooks.migration.ts';
import { keysMigration } from '../keys/keys.migration.ts';
import { ownerMigration } from '../owner/owner.migration.ts';
import { pairingMigration } from '../pairing/pairing.migration.ts';
import { qualityMigration } from '../quality/quality.migration.ts';
import { settingsMigration } from '../settings/settings.migration.ts';
import { versionsMigration } from '../versions/versions.migration.ts';

/**
 * Every migration of the acquisition service, in order. Names sort in the order they run; add
 * new ones at the end with the next number and never change one that has shipped.
 */
export const acquisitionMigrations: Record<string, ServiceMigration> = {
  '0001-jobs': jobsMigration,
  '0100-versions': versionsMigration,
  '0101-api-keys': keysMigration,
  '0102-owner': ownerMigration,
  '0103-pairings': pairingMigration,
  '0104-settings': settingsMigration,
  '0200-library': libraryMigration,
  '0201-recycle-bin': recycleBinMigration,
  '0300-events': eventsMigration,
  '0301-webhooks': webhooksMigration,
  '0400-quality': qualityMigration,
};
