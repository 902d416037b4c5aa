import { type Static, Type } from 'typebox';
import { type Account, SWITCH_NAMES } from './account.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** The account record of seed 2.1 (answer of `GET /api/auth/me` and others). */
export const AccountRecord = Type.Object(
  {
    id: Type.Number(),
    username: Type.String(),
    role: Type.Union([Type.Literal('admin'), Type.Literal('approver'), Type.Literal('user'), Type.Literal('child')]),
    display_name: Nullable(Type.String()),
    email: Nullable(Type.String()),
    email_verified: Type.Boolean(),
    pending_email: Nullable(Type.String()),
    language: Type.String(),
    theme: Type.String(),
    is_active: Type.Boolean(),
    is_betreiber: Type.Boolean(),
    avatar_url: Nullable(Type.String()),
    created_at: Type.String(),
    last_login_at: Nullable(Type.String()),
    has_password: Type.Boolean(),
    parent_id: Nullable(Type.Number()),
    can_manage_children: Type.Boolean(),
    auto_approve: Type.Boolean(),
    auto_approve_movies: Nullable(Type.Boolean()),
    auto_approve_series: Nullable(Type.Boolean()),
    effective_auto_approve: Type.Boolean(),
    effective_auto_approve_movies: Type.Boolean(),
    effective_auto_approve_series: Type.Boolean(),
    can_approve: Type.Boolean(),
    can_request_uhd_movies: Type.Boolean(),
    can_request_uhd_series: Type.Boolean(),
    auto_approve_uhd: Type.Boolean(),
    effective_auto_approve_uhd: Type.Boolean(),
    blocked_movie_profiles: Type.Array(Type.Number()),
    blocked_series_profiles: Type.Array(Type.Number()),
    blocked_movie_uhd_profiles: Type.Array(Type.Number()),
    blocked_series_uhd_profiles: Type.Array(Type.Number()),
    fassung_rechte: Type.Array(Type.Unknown()),
    quota_movies_limit: Type.Number(),
    quota_series_limit: Type.Number(),
    storage_limit_gb: Nullable(Type.Number()),
    quota_reset_at: Nullable(Type.String()),
    hausordnung_gelesen_am: Nullable(Type.String()),
    ...Object.fromEntries(SWITCH_NAMES.map((name) => [name, Type.Boolean()])),
    watchlist_connected: Type.Boolean(),
    watchlist_token_invalid: Type.Boolean(),
    mediaserver_provider: Nullable(Type.String()),
    mediaserver_username: Nullable(Type.String()),
    mediaserver_linked: Type.Boolean(),
    mediaserver_accounts: Type.Array(Type.Unknown()),
    oidc_links: Type.Array(Type.Unknown()),
    discover_region: Nullable(Type.String()),
    age: Nullable(Type.Number()),
    rating_region: Nullable(Type.String()),
    hide_unrated: Type.Boolean(),
  },
  { additionalProperties: true },
);
export type AccountRecord = Static<typeof AccountRecord>;

/** Where an account's avatar is served; the version makes browsers fetch a replaced one. */
export function avatarUrlOf(account: Pick<Account, 'id' | 'avatarFile'>): string | null {
  if (!account.avatarFile) return null;
  return `/api/avatars/${account.id}?v=${encodeURIComponent(account.avatarFile)}`;
}

/**
 * An account on the wire. Administrators (and the approval rules) auto-approve; per-kind
 * settings fall back to the general one. Media-server and watchlist links are not built yet
 * and report "not linked".
 */
export function toAccountRecord(account: Account, extra: { pendingEmail?: string | null } = {}): AccountRecord {
  const isAdmin = account.role === 'admin';
  const effective = isAdmin || account.autoApprove;
  return {
    id: account.id,
    username: account.username,
    role: account.role,
    display_name: account.displayName,
    email: account.email,
    email_verified: account.emailVerified,
    pending_email: extra.pendingEmail ?? null,
    language: account.language,
    theme: account.theme,
    is_active: account.isActive,
    is_betreiber: account.isBetreiber,
    avatar_url: avatarUrlOf(account),
    created_at: account.createdAt,
    last_login_at: account.lastLoginAt,
    has_password: account.hasPassword,
    parent_id: account.parentId,
    can_manage_children: account.canManageChildren,
    auto_approve: account.autoApprove,
    auto_approve_movies: account.autoApproveMovies,
    auto_approve_series: account.autoApproveSeries,
    effective_auto_approve: effective,
    effective_auto_approve_movies: isAdmin || (account.autoApproveMovies ?? account.autoApprove),
    effective_auto_approve_series: isAdmin || (account.autoApproveSeries ?? account.autoApprove),
    can_approve: account.role === 'admin' || account.role === 'approver',
    can_request_uhd_movies: isAdmin || account.canRequestUhdMovies,
    can_request_uhd_series: isAdmin || account.canRequestUhdSeries,
    auto_approve_uhd: account.autoApproveUhd,
    effective_auto_approve_uhd: isAdmin || account.autoApproveUhd,
    blocked_movie_profiles: account.blockedProfiles.movie,
    blocked_series_profiles: account.blockedProfiles.series,
    blocked_movie_uhd_profiles: account.blockedProfiles.movie_uhd,
    blocked_series_uhd_profiles: account.blockedProfiles.series_uhd,
    fassung_rechte: account.fassungRechte,
    quota_movies_limit: account.quotaMoviesLimit,
    quota_series_limit: account.quotaSeriesLimit,
    storage_limit_gb: account.storageLimitGb,
    quota_reset_at: account.quotaResetAt,
    hausordnung_gelesen_am: account.hausordnungGelesenAm,
    ...account.switches,
    watchlist_connected: false,
    watchlist_token_invalid: false,
    mediaserver_provider: null,
    mediaserver_username: null,
    mediaserver_linked: false,
    mediaserver_accounts: [],
    oidc_links: [],
    discover_region: account.discoverRegion,
    age: account.age,
    rating_region: account.ratingRegion,
    hide_unrated: account.hideUnrated,
  } as AccountRecord;
}
