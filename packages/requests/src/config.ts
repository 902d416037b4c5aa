import { baseOptions, type ConfigOf, loadConfig } from '@hms/platform';

export const requestsOptions = {
  ...baseOptions('requests', 8320),
  webUrl: {
    flag: 'web-url',
    env: 'REQUESTS_WEB_URL',
    type: 'string',
    description: 'Address the household reaches the app at (used in mail links)',
  },
  catalogUrl: {
    flag: 'catalog-url',
    env: 'REQUESTS_CATALOG_URL',
    type: 'string',
    default: 'https://api.themoviedb.org/3',
    description: 'Base URL of the TMDB-v3-compatible movie/series catalog',
  },
  catalogToken: {
    flag: 'catalog-token',
    env: 'REQUESTS_CATALOG_TOKEN',
    type: 'string',
    description: 'Catalog token (v4 read token or v3 key); without one the built-in demo catalog answers',
  },
  catalogImageUrl: {
    flag: 'catalog-image-url',
    env: 'REQUESTS_CATALOG_IMAGE_URL',
    type: 'string',
    default: 'https://image.tmdb.org/t/p',
    description: 'Base URL that poster and backdrop paths of the catalog are appended to',
  },
  acquisitionMode: {
    flag: 'acquisition-mode',
    env: 'REQUESTS_ACQUISITION_MODE',
    type: 'string',
    default: 'dienst',
    description: 'Where approved requests go: dienst (this project\'s acquisition service) or arr (Radarr/Sonarr instances)',
  },
  quotaPeriod: {
    flag: 'quota-period',
    env: 'REQUESTS_QUOTA_PERIOD',
    type: 'string',
    default: 'week',
    description: 'Period request quotas count in: day, week (Monday 00:00 UTC) or month',
  },
  repoUrl: {
    flag: 'repo-url',
    env: 'REQUESTS_REPO_URL',
    type: 'string',
    default: 'https://github.com/home-media-stack/home-media-stack',
    description: 'Source repository named by GET /api/v1/about',
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
