import type { JobsTables } from '@hms/platform';
import type { EventsTables } from '../events/events.migration.ts';
import type { WebhooksTables } from '../webhooks/webhooks.migration.ts';
import type { LibraryTables } from '../library/library.tables.ts';
import type { RecycleBinTables } from '../recycle-bin/recycle-bin.migration.ts';
import type { KeysTables } from '../keys/keys.migration.ts';
import type { OwnerTables } from '../owner/owner.migration.ts';
import type { PairingTables } from '../pairing/pairing.migration.ts';
import type { QualityTables } from '../quality/quality.migration.ts';
import type { SettingsTables } from '../settings/settings.migration.ts';
import type { VersionsTables } from '../versions/versions.migration.ts';

/** Every table of the acquisition service; each module adds its own tables' types here. */
export interface AcquisitionDb
  extends JobsTables,
    VersionsTables,
    KeysTables,
    OwnerTables,
    PairingTables,
    SettingsTables,
    EventsTables,
    WebhooksTables,
    LibraryTables,
    RecycleBinTables,
    QualityTables {}
