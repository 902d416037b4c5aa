import { jobsMigration, type ServiceMigration } from '@hms/platform';

/**
 * Every migration of the acquisition service, in order. Names sort in the order they run; add
 * new ones at the end with the next number and never change one that has shipped.
 */
export const acquisitionMigrations: Record<string, ServiceMigration> = {
  '0001-jobs': jobsMigration,
};
