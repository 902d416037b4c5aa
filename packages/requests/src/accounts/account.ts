/** The four roles of the seed (1.1), strongest first. */
export const ROLES = ['admin', 'approver', 'user', 'child'] as const;
export type Role = (typeof ROLES)[number];

/** The notification kinds an account switches per channel (seed 2.1). */
export const NOTIFICATION_KINDS = [
  'download_complete',
  'request_pending',
  'request_decided',
  'feedback',
  'ticket',
  'watch',
  'user_imported',
  'mediaserver_reconnect',
  'storage',
  'child_wish',
] as const;

/** Every `mail_*` and `push_*` switch name, plus `mail_cleanup` (mail only). */
export const SWITCH_NAMES: string[] = [
  ...NOTIFICATION_KINDS.map((kind) => `mail_${kind}`),
  'mail_cleanup',
  ...NOTIFICATION_KINDS.map((kind) => `push_${kind}`),
];

export interface BlockedProfiles {
  movie: number[];
  series: number[];
  movie_uhd: number[];
  series_uhd: number[];
}

/** An account as the service works with it (no password hash). */
export interface Account {
  id: number;
  username: string;
  role: Role;
  displayName: string | null;
  email: string | null;
  emailVerified: boolean;
  language: string;
  theme: string;
  isActive: boolean;
  isBetreiber: boolean;
  avatarFile: string | null;
  parentId: number | null;
  canManageChildren: boolean;
  hasPassword: boolean;
  autoApprove: boolean;
  autoApproveMovies: boolean | null;
  autoApproveSeries: boolean | null;
  canRequestUhdMovies: boolean;
  canRequestUhdSeries: boolean;
  autoApproveUhd: boolean;
  blockedProfiles: BlockedProfiles;
  fassungRechte: unknown[];
  /** 0 means no limit (the account record's number is required; quota info reports null). */
  quotaMoviesLimit: number;
  quotaSeriesLimit: number;
  storageLimitGb: number | null;
  quotaResetAt: string | null;
  hausordnungGelesenAm: string | null;
  switches: Record<string, boolean>;
  discoverRegion: string | null;
  age: number | null;
  ratingRegion: string | null;
  hideUnrated: boolean;
  authGeneration: number;
  passwordChangedAt: string | null;
  createdAt: string;
  lastLoginAt: string | null;
}

/** The name people see: the display name, else the username. */
export function nameOf(account: Pick<Account, 'displayName' | 'username'>): string {
  return account.displayName ?? account.username;
}
