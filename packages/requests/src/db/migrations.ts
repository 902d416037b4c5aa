import { jobsMigration, type ServiceMigration } from '@hms/platform';
import { accountsMigration } from '../accounts/accounts.migration.ts';

/**
 * Every migration of the requests service, in order. Names sort in the order they run; add
 * new ones at the end with the next number and never change one that has shipped.
 */
export const requestsMigrations: Record<string, ServiceMigration> = {
  '0001-jobs': jobsMigration,
  '0100-accounts': accountsMigration,
};
