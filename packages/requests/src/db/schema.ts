import type { JobsTables } from '@hms/platform';
import type { AccountExtrasTables } from '../accounts/account-extras.migration.ts';
import type { AccountsTables } from '../accounts/accounts.migration.ts';
import type { NotificationsTables } from '../notifications/notifications.migration.ts';
import type { RequestsTables } from '../requests/requests.migration.ts';
import type { StorageTables } from '../storage/storage.migration.ts';
import type { TicketsTables } from '../tickets/tickets.migration.ts';

/** Every table of the requests service; each module adds its own tables' types here. */
export interface RequestsDb extends JobsTables,
    AccountsTables,
    AccountExtrasTables,
    RequestsTables,
    NotificationsTables,
    TicketsTables,
    StorageTables {}
