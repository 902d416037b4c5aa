import { baseOptions, type ConfigOf, loadConfig } from '@hms/platform';

export const requestsOptions = {
  ...baseOptions('requests', 8320),
  webUrl: {
    flag: 'web-url',
    env: 'REQUESTS_WEB_URL',
    type: 'string',
    description: 'Address the household reaches the app at (used in mail links)',
  },
} as const;

export type RequestsConfig = ConfigOf<typeof requestsOptions>;

export function loadRequestsConfig(flags: Record<string, string | boolean | undefined>, env = process.env) {
  return loadConfig(requestsOptions, flags, env);
}
