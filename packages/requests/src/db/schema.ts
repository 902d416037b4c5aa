import type { JobsTables } from '@hms/platform';
import type { AccountsTables } from '../accounts/accounts.migration.ts';

/** Every table of the requests service; each module adds its own tables' types here. */
export interface RequestsDb extends JobsTables, AccountsTables {}
