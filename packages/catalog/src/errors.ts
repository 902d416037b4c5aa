import type { ErrorDefinition } from '@hms/platform';

/**
 * Failures of an external catalog (movie/series or music), registered by both services
 * (`new ErrorRegistry(..., catalogErrors)`). Statuses follow the acquisition seed's CAT group:
 * 502 for everything the catalog did wrong, 504 when it did not answer in time.
 * Every code carries `params.catalog` (`movie_series` or `music`).
 */
export const catalogErrors = {
  catalog_token_rejected: { status: 502, message: 'The {catalog} catalog rejected the configured token.' },
  catalog_rate_limited: {
    status: 502,
    message: 'The {catalog} catalog keeps refusing requests as too frequent; try again in {retry_after} seconds.',
  },
  catalog_unavailable: { status: 502, message: 'The {catalog} catalog is temporarily unavailable (status {status}).' },
  catalog_unreachable: { status: 502, message: 'The {catalog} catalog cannot be reached at {host}.' },
  catalog_http_error: { status: 502, message: 'The {catalog} catalog answered with unexpected status {status}.' },
  catalog_timeout: { status: 504, message: 'The {catalog} catalog did not answer within {timeout_ms} ms.' },
} as const satisfies Record<string, ErrorDefinition>;

export type CatalogErrorCode = keyof typeof catalogErrors;
export type CatalogName = 'movie_series' | 'music';
