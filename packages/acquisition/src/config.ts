import { baseOptions, type ConfigOf, loadConfig } from '@hms/platform';

export const acquisitionOptions = {
  ...baseOptions('acquisition', 8310),
  webUrl: {
    flag: 'web-url',
    env: 'ACQUISITION_WEB_URL',
    type: 'string',
    description: 'Address the owner reaches the service at (shown to paired programs)',
  },
  eventsHeartbeatSeconds: {
    flag: 'events-heartbeat-seconds',
    env: 'ACQUISITION_EVENTS_HEARTBEAT_SECONDS',
    type: 'positive-int',
    default: '15',
    description: 'Seconds between keep-alive comments on /api/v1/events/stream',
  },
  webhookTimeoutSeconds: {
    flag: 'webhook-timeout-seconds',
    env: 'ACQUISITION_WEBHOOK_TIMEOUT_SECONDS',
    type: 'positive-int',
    default: '10',
    description: 'Seconds a webhook receiver has to answer before the delivery counts as failed',
  },
} as const;

export type AcquisitionConfig = ConfigOf<typeof acquisitionOptions>;

export function loadAcquisitionConfig(flags: Record<string, string | boolean | undefined>, env = process.env) {
  return loadConfig(acquisitionOptions, flags, env);
}
