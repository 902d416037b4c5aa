import { type Account, type BlockedProfiles, type Role, SWITCH_NAMES } from './account.ts';
import type { AccountRow } from './accounts.repository.ts';

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

const flag = (value: number | null): boolean | null => (value === null ? null : value === 1);

/** Default switches: every mail switch on, every push switch off until a device is added. */
export function defaultSwitches(): Record<string, boolean> {
  return Object.fromEntries(SWITCH_NAMES.map((name) => [name, name.startsWith('mail_')]));
}

export function accountFromRow(row: AccountRow): Account {
  const blocked = parseJson<Partial<BlockedProfiles>>(row.blocked_profiles, {});
  return {
    id: Number(row.id),
    username: row.username,
    role: row.role as Role,
    displayName: row.display_name,
    email: row.email,
    emailVerified: row.email_verified === 1,
    language: row.language,
    theme: row.theme,
    isActive: row.is_active === 1,
    isBetreiber: row.is_betreiber === 1,
    avatarFile: row.avatar_file,
    parentId: row.parent_id === null ? null : Number(row.parent_id),
    canManageChildren: row.can_manage_children === 1,
    hasPassword: row.password_hash !== null,
    autoApprove: row.auto_approve === 1,
    autoApproveMovies: flag(row.auto_approve_movies),
    autoApproveSeries: flag(row.auto_approve_series),
    canRequestUhdMovies: row.can_request_uhd_movies === 1,
    canRequestUhdSeries: row.can_request_uhd_series === 1,
    autoApproveUhd: row.auto_approve_uhd === 1,
    blockedProfiles: {
      movie: blocked.movie ?? [],
      series: blocked.series ?? [],
      movie_uhd: blocked.movie_uhd ?? [],
      series_uhd: blocked.series_uhd ?? [],
    },
    fassungRechte: parseJson<unknown[]>(row.fassung_rechte, []),
    quotaMoviesLimit: row.quota_movies_limit,
    quotaSeriesLimit: row.quota_series_limit,
    storageLimitGb: row.storage_limit_gb === null ? null : Number(row.storage_limit_gb),
    quotaResetAt: row.quota_reset_at,
    hausordnungGelesenAm: row.hausordnung_gelesen_am,
    switches: { ...defaultSwitches(), ...parseJson<Record<string, boolean>>(row.notification_switches, {}) },
    discoverRegion: row.discover_region,
    age: row.age,
    ratingRegion: row.rating_region,
    hideUnrated: row.hide_unrated === 1,
    authGeneration: row.auth_generation,
    passwordChangedAt: row.password_changed_at,
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
  };
}
