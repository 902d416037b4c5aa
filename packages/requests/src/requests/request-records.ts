import type { Account } from '../accounts/account.ts';
import type { RequestRow } from './requests.repository.ts';
import type { RequestRecord, RequestStatus, Tier } from './requests.schemas.ts';

/** Catalog facts kept with a request so lists (home/recent) need no catalog call per entry. */
export interface MediaSnapshot {
  overview: string;
  poster_url: string | null;
  backdrop_url: string | null;
  vote_average: number;
  runtime_minutes: number | null;
  genres: string[];
}

export function readSnapshot(row: RequestRow): MediaSnapshot {
  const stored = JSON.parse(row.media_snapshot || '{}') as Partial<MediaSnapshot>;
  return {
    overview: stored.overview ?? '',
    poster_url: stored.poster_url ?? null,
    backdrop_url: stored.backdrop_url ?? null,
    vote_average: stored.vote_average ?? 0,
    runtime_minutes: stored.runtime_minutes ?? null,
    genres: stored.genres ?? [],
  };
}

/**
 * A stored request as the wire's RequestOut. Fields of modules that do not exist yet
 * (ratings, download progress, acquisition links) carry their empty values.
 */
export function toRequestRecord(row: RequestRow, approvedByName: string | null): RequestRecord {
  return {
    id: Number(row.id),
    media_type: row.media_type as 'movie' | 'tv',
    fassung: row.fassung,
    tier: row.tier as Tier,
    catalog_id: Number(row.catalog_id),
    title: row.title,
    poster_path: row.poster_path,
    release_date: row.release_date,
    status: row.status as RequestStatus,
    quality_profile_id: row.quality_profile_id === null ? null : Number(row.quality_profile_id),
    quality_profile_uhd: row.tier === 'uhd',
    root_folder_path: row.root_folder_path,
    season: row.season,
    episodes: row.episodes ? (JSON.parse(row.episodes) as number[]) : null,
    from_watchlist: row.from_watchlist === 1,
    arr_linked: false,
    requested_at: row.requested_at,
    approved_at: row.approved_at,
    completed_at: row.completed_at,
    approved_by_name: approvedByName,
    last_checked_at: null,
    laedt_fortschritt: null,
    laedt_seit: null,
    rejection_reason: row.rejection_reason,
    regel_name: row.regel_name,
    darf_trotzdem_fragen: false,
    trotzdem_gefragt: false,
    error_message: row.error_message,
    error_detail: null,
    rating: null,
    feedback: null,
    rated_at: null,
    rating_outdated: false,
    feedback_reply: null,
    replied_at: null,
  };
}

/**
 * Whether a request of this account is approved without anybody deciding (seed 001, 1.2: rules
 * first, then the account's setting). It is the account record's `effective_auto_approve_*`:
 * administrators always; everybody else by the per-kind setting, falling back to the general
 * one; a 4K request also needs `auto_approve_uhd`.
 */
export function approvesItself(
  account: Pick<Account, 'role' | 'autoApprove' | 'autoApproveMovies' | 'autoApproveSeries' | 'autoApproveUhd'>,
  mediaType: 'movie' | 'tv',
  tier: Tier,
): boolean {
  if (account.role === 'admin') return true;
  const kind = mediaType === 'movie' ? account.autoApproveMovies : account.autoApproveSeries;
  const standard = kind ?? account.autoApprove;
  return tier === 'uhd' ? standard && account.autoApproveUhd : standard;
}

/** Whether the account may ask for the 4K tier of this media kind. */
export function mayRequestUhd(
  account: Pick<Account, 'role' | 'canRequestUhdMovies' | 'canRequestUhdSeries'>,
  mediaType: 'movie' | 'tv',
): boolean {
  if (account.role === 'admin') return true;
  return mediaType === 'movie' ? account.canRequestUhdMovies : account.canRequestUhdSeries;
}
