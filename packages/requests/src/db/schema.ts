import type { JobsTables } from '@hms/platform';

/** Every table of the requests service; each module adds its own tables' types here. */
export interface RequestsDb extends JobsTables {}
