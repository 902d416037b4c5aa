import { type ErrorRegistry, errorResponses } from '@hms/platform';
import type { TSchema } from 'typebox';

/** Common errors C of contract part 4: every keyed `/api/v1` address can answer them. */
export const COMMON_ERRORS = [
  'api_key_missing',
  'api_key_invalid',
  'scope_missing',
  'rate_limited',
  'internal_error',
  'invalid_input',
] as const;

/** Group REF of contract part 7. */
export const REF_ERRORS = [
  'title_not_found',
  'ref_ambiguous',
  'kind_unsupported',
  'ref_invalid',
  'ref_source_unknown',
  'invalid_input',
] as const;

/** Group VER of contract part 7 (all 422). */
export const VER_ERRORS = [
  'kind_unsupported',
  'ref_invalid',
  'ref_source_unknown',
  'version_unknown',
  'version_kind_mismatch',
  'scope_not_for_kind',
  'season_not_found',
  'episode_not_found',
  'track_not_found',
  'invalid_input',
] as const;

/** Group CAT of contract part 7. */
export const CAT_ERRORS = [
  'catalog_token_rejected',
  'catalog_rate_limited',
  'catalog_unavailable',
  'catalog_unreachable',
  'catalog_http_error',
  'catalog_timeout',
] as const;

/**
 * Error answers of an `/api/v1` route for its OpenAPI document: the common group C plus the
 * route's own codes, grouped by status.
 *
 * Note: the seed lists `season_not_found` in VER with status 422 but also as 404; the registry
 * has one status per code (404), so in VER it documents as 404.
 */
export function apiV1Responses(registry: ErrorRegistry, codes: readonly string[] = []): Record<number, TSchema> {
  return errorResponses(registry, [...new Set([...COMMON_ERRORS, ...codes])]);
}

/** Error answers of the two keyless pairing routes (no key errors). */
export function keylessResponses(registry: ErrorRegistry, codes: readonly string[]): Record<number, TSchema> {
  return errorResponses(registry, [...new Set(['internal_error', 'invalid_input', ...codes])]);
}
