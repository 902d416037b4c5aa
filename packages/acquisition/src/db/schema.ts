import type { JobsTables } from '@hms/platform';

/** Every table of the acquisition service; each module adds its own tables' types here. */
export interface AcquisitionDb extends JobsTables {}
