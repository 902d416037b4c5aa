import { jobsMigration, type ServiceMigration } from '@hms/platform';
import { accountExtrasMigration } from '../accounts/account-extras.migration.ts';
import { accountsMigration } from '../accounts/accounts.migration.ts';
import { sessionGraceMigration } from '../auth/session-grace.migration.ts';
import { notificationsMigration } from '../notifications/notifications.migration.ts';
import { requestsMigration } from '../requests/requests.migration.ts';
import { storageMigration } from '../storage/storage.migration.ts';
import { ticketsMigration } from '../tickets/tickets.migration.ts';

/**
 * Every migration of the requests service, in order. Names sort in the order they run; add
 * new ones at the end with the next number and never change one that has shipped.
 */
export const requestsMigrations: Record<string, ServiceMigration> = {
  '0001-jobs': jobsMigration,
  '0100-accounts': accountsMigration,
  '0101-account-extras': accountExtrasMigration,
  '0102-session-grace': sessionGraceMigration,
  '0200-requests': requestsMigration,
  '0201-notifications': notificationsMigration,
  '0202-tickets': ticketsMigration,
  '0203-storage': storageMigration,
};
