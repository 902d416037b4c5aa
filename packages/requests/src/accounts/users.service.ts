import { AppError, type Clock } from '@hms/platform';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { Account } from './account.ts';
import type { AccountPatch } from './accounts.repository.ts';
import type { AccountsService, DeletionChoices } from './accounts.service.ts';
import type { BetreiberService } from './betreiber.service.ts';
import type { DissolutionPreview } from './dissolution-preview.ts';
import { USERNAME_PATTERN } from './accounts.service.ts';

/** The administrator's changes to an account (`PATCH /api/users/{user_id}`), wire names. */
export interface AdminAccountChanges {
  role?: Account['role'] | null;
  display_name?: string | null;
  language?: string | null;
  is_active?: boolean | null;
  auto_approve?: boolean | null;
  auto_approve_movies?: boolean | null;
  auto_approve_series?: boolean | null;
  quota_movies_limit?: number | null;
  quota_series_limit?: number | null;
  storage_limit_gb?: number | null;
  blocked_movie_profiles?: number[] | null;
  blocked_series_profiles?: number[] | null;
  blocked_movie_uhd_profiles?: number[] | null;
  blocked_series_uhd_profiles?: number[] | null;
  fassung_rechte?: unknown[] | null;
  can_request_uhd_movies?: boolean | null;
  can_request_uhd_series?: boolean | null;
  auto_approve_uhd?: boolean | null;
  can_manage_children?: boolean | null;
}

const bit = (value: boolean) => (value ? 1 : 0);

/** Turns the administrator's changes into a row patch; null leaves a field alone except where null means something. */
function patchOf(account: Account, changes: AdminAccountChanges): AccountPatch {
  const patch: AccountPatch = {};
  if (changes.role) patch.role = changes.role;
  if (changes.display_name !== undefined) patch.display_name = changes.display_name?.trim() || null;
  if (changes.language) patch.language = changes.language;
  if (typeof changes.is_active === 'boolean') patch.is_active = bit(changes.is_active);
  if (typeof changes.auto_approve === 'boolean') patch.auto_approve = bit(changes.auto_approve);
  // per-kind auto-approval: null falls back to the general setting, so null is a value here
  if (changes.auto_approve_movies !== undefined) {
    patch.auto_approve_movies = changes.auto_approve_movies === null ? null : bit(changes.auto_approve_movies);
  }
  if (changes.auto_approve_series !== undefined) {
    patch.auto_approve_series = changes.auto_approve_series === null ? null : bit(changes.auto_approve_series);
  }
  if (typeof changes.quota_movies_limit === 'number') patch.quota_movies_limit = changes.quota_movies_limit;
  if (typeof changes.quota_series_limit === 'number') patch.quota_series_limit = changes.quota_series_limit;
  if (changes.storage_limit_gb !== undefined) patch.storage_limit_gb = changes.storage_limit_gb;
  const blocked = {
    movie: changes.blocked_movie_profiles ?? account.blockedProfiles.movie,
    series: changes.blocked_series_profiles ?? account.blockedProfiles.series,
    movie_uhd: changes.blocked_movie_uhd_profiles ?? account.blockedProfiles.movie_uhd,
    series_uhd: changes.blocked_series_uhd_profiles ?? account.blockedProfiles.series_uhd,
  };
  if (JSON.stringify(blocked) !== JSON.stringify(account.blockedProfiles)) patch.blocked_profiles = JSON.stringify(blocked);
  if (changes.fassung_rechte) patch.fassung_rechte = JSON.stringify(changes.fassung_rechte);
  if (typeof changes.can_request_uhd_movies === 'boolean') patch.can_request_uhd_movies = bit(changes.can_request_uhd_movies);
  if (typeof changes.can_request_uhd_series === 'boolean') patch.can_request_uhd_series = bit(changes.can_request_uhd_series);
  if (typeof changes.auto_approve_uhd === 'boolean') patch.auto_approve_uhd = bit(changes.auto_approve_uhd);
  if (typeof changes.can_manage_children === 'boolean') patch.can_manage_children = bit(changes.can_manage_children);
  return patch;
}

/** Requests counted against an account's quota in the current period (from the requests module). */
export interface QuotaUsage {
  quota_movies_used: number;
  quota_series_used: number;
}

/** What administrators (and parents, for their children) do to other accounts. */
export class UsersService {
  private usageSource: ((account: Account) => Promise<QuotaUsage>) | undefined;
  private dissolutionSource: ((account: Account) => Promise<DissolutionPreview>) | undefined;

  constructor(
    private readonly accounts: AccountsService,
    private readonly betreiber: BetreiberService,
    private readonly sessions: SessionsService,
    private readonly clock: Clock,
  ) {}

  /** The composition root connects the requests module's counts here. */
  setUsageSource(source: (account: Account) => Promise<QuotaUsage>): void {
    this.usageSource = source;
  }

  /** The usage fields lists carry (none while no module counts requests). */
  async usageOf(account: Account): Promise<QuotaUsage | Record<string, never>> {
    return this.usageSource ? this.usageSource(account) : {};
  }

  /** The composition root connects the requests and storage modules here. */
  setDissolutionSource(source: (account: Account) => Promise<DissolutionPreview>): void {
    this.dissolutionSource = source;
  }

  /** What deleting the account would touch; empty lists while no module reports. */
  async dissolutionPreview(userId: number): Promise<DissolutionPreview> {
    const account = await this.accounts.get(userId);
    if (this.dissolutionSource) return this.dissolutionSource(account);
    return { posten: [], laufende: [], offen: [], serverkonten: [] };
  }

  list(): Promise<Account[]> {
    return this.accounts.list();
  }

  /** Usage in the current period counts from now on; the requests themselves stay. */
  async resetQuota(userId: number): Promise<Account> {
    await this.accounts.get(userId);
    return this.accounts.update(userId, { quota_reset_at: this.clock.now().toISOString() });
  }

  async change(actor: Account, userId: number, changes: AdminAccountChanges): Promise<Account> {
    const target = await this.accounts.get(userId);
    if (changes.role && changes.role !== 'admin' && target.role === 'admin') this.betreiber.guard(actor, target, 'demoted');
    if (changes.is_active === false) this.betreiber.guard(actor, target, 'locked');
    const updated = await this.accounts.update(userId, patchOf(target, changes));
    // a switched-off account is out at once, not when its access token runs out
    if (target.isActive && !updated.isActive) await this.sessions.endAllSessions(userId);
    return updated;
  }

  /** The administrator sets a password directly; the account's sessions end. */
  async setPassword(actor: Account, userId: number, password: string): Promise<void> {
    const target = await this.accounts.get(userId);
    this.betreiber.guard(actor, target, 'given a password');
    await this.accounts.setPassword(userId, password);
    await this.sessions.endAllSessions(userId);
  }

  async delete(actor: Account, userId: number, choices: DeletionChoices = {}): Promise<void> {
    const target = await this.accounts.get(userId);
    this.betreiber.guard(actor, target, 'deleted');
    if (target.id === actor.id) throw new AppError('forbidden', { reason: 'own_account' });
    await this.accounts.delete(userId, choices);
  }

  /** The caller's child accounts. */
  children(parent: Account): Promise<Account[]> {
    return this.accounts.children(parent.id);
  }

  /**
   * A parent makes a child account under itself. Administrators may, and accounts an
   * administrator allowed to (`can_manage_children`).
   */
  async createChild(
    parent: Account,
    input: { username: string; password: string | null; display_name?: string | null; age?: number | null },
  ): Promise<Account> {
    if (parent.role === 'child') throw new AppError('forbidden', { reason: 'child_account' });
    if (parent.role !== 'admin' && !parent.canManageChildren) throw new AppError('forbidden', { reason: 'cannot_manage_children' });
    if (!new RegExp(USERNAME_PATTERN).test(input.username)) {
      throw new AppError('invalid_input', { errors: [{ path: 'body/username', code: 'pattern' }], summary: 'username' });
    }
    return this.accounts.create({
      username: input.username,
      password: input.password,
      role: 'child',
      parentId: parent.id,
      displayName: input.display_name ?? null,
      language: parent.language,
      rights: { age: input.age ?? null },
    });
  }
}
