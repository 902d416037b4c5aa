import { baseOptions, type ConfigOf, loadConfig } from '@hms/platform';

export const acquisitionOptions = {
  ...baseOptions('acquisition', 8310),
  webUrl: {
    flag: 'web-url',
    env: 'ACQUISITION_WEB_URL',
    type: 'string',
    description: 'Address the owner reaches the service at (shown to paired programs)',
  },
} as const;

export type AcquisitionConfig = ConfigOf<typeof acquisitionOptions>;

export function loadAcquisitionConfig(flags: Record<string, string | boolean | undefined>, env = process.env) {
  return loadConfig(acquisitionOptions, flags, env);
}
