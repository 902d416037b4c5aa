import { baseOptions, type ConfigOf, loadConfig } from '@hms/platform';

export const requestsOptions = {
  ...baseOptions('requests', 8320),
  webUrl: {
    flag: 'web-url',
    env: 'REQUESTS_WEB_URL',
    type: 'string',
    description: 'Address the household reaches the app at (used in mail links)',
  },
  betreiberPin: {
    flag: 'betreiber',
    env: 'REQUESTS_BETREIBER',
    type: 'string',
    description: 'Username that always carries the owner flag (is_betreiber); while set, hand-over is refused',
  },
  smtpUrl: {
    flag: 'smtp-url',
    env: 'REQUESTS_SMTP_URL',
    type: 'string',
    description: 'Mail server for invitations and address checks, e.g. smtp://user:pass@mail.example:587 (smtps:// for TLS)',
  },
  mailFrom: {
    flag: 'mail-from',
    env: 'REQUESTS_MAIL_FROM',
    type: 'string',
    default: 'Medien <medien@localhost>',
    description: 'Sender address of mails',
  },
} as const;

export type RequestsConfig = ConfigOf<typeof requestsOptions>;

export function loadRequestsConfig(flags: Record<string, string | boolean | undefined>, env = process.env) {
  return loadConfig(requestsOptions, flags, env);
}
