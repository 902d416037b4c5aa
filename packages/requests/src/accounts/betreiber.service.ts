import { AppError, type Logger } from '@hms/platform';
import type { Account } from './account.ts';
import type { AccountsRepository } from './accounts.repository.ts';
import type { AccountsService } from './accounts.service.ts';

export const BETREIBER_ENV = 'REQUESTS_BETREIBER';

export interface BetreiberInfo {
  user_id: number | null;
  username: string | null;
  display_name: string | null;
  aus_umgebung: boolean;
}

/** What another account might try on the owner; each is refused (seed 1.6). */
export type ProtectedAction = 'deleted' | 'demoted' | 'locked' | 'given a password';

/**
 * The owner flag `is_betreiber` (seed 1.6, 4.2): at most one account carries it; it grants no
 * rights of its own. The first administrator gets it; no other account can delete, demote,
 * lock or set the password of its carrier; the carrier hands it over to another active
 * administrator, with no way back. `REQUESTS_BETREIBER=<username>` pins it: that
 * administrator carries the flag (given at start and when the account is created) and
 * hand-over is refused while the pin is set.
 */
export class BetreiberService {
  constructor(
    private readonly repository: AccountsRepository,
    private readonly accounts: AccountsService,
    private readonly pin: string | undefined,
    private readonly logger?: Logger,
  ) {
    accounts.onCreated((account) => this.onAccountCreated(account));
  }

  get pinned(): boolean {
    return Boolean(this.pin);
  }

  private isPinned(account: Pick<Account, 'username'>): boolean {
    return Boolean(this.pin) && account.username.toLowerCase() === this.pin?.toLowerCase();
  }

  private async onAccountCreated(account: Account): Promise<void> {
    if (account.role !== 'admin') return;
    if (this.pin) {
      if (this.isPinned(account)) await this.give(account.id);
      return;
    }
    if (!(await this.repository.findBetreiber())) await this.give(account.id);
  }

  private async give(accountId: number): Promise<void> {
    await this.repository.clearBetreiber();
    await this.repository.update(accountId, { is_betreiber: 1 });
  }

  /** At start: the pinned administrator carries the flag. */
  async applyPin(): Promise<void> {
    if (!this.pin) return;
    const account = await this.accounts.findByUsername(this.pin);
    if (!account) {
      this.logger?.warn({ env: BETREIBER_ENV }, 'the pinned owner account does not exist yet; it gets the flag when created');
      return;
    }
    if (account.role !== 'admin') {
      this.logger?.warn({ env: BETREIBER_ENV }, 'the pinned owner account is not an administrator; the pin is ignored');
      return;
    }
    if (!account.isBetreiber) await this.give(account.id);
  }

  async info(): Promise<BetreiberInfo> {
    const row = await this.repository.findBetreiber();
    if (!row) return { user_id: null, username: null, display_name: null, aus_umgebung: false };
    return {
      user_id: Number(row.id),
      username: row.username,
      display_name: row.display_name,
      aus_umgebung: this.isPinned(row),
    };
  }

  /**
   * Refuses an action of `actor` on `target` when the target carries the flag. Deleting,
   * demoting and locking the owner is refused even to the owner (hand the flag over first, so
   * the house never loses its owner by accident); setting the password is refused to others.
   */
  guard(actor: Pick<Account, 'id'>, target: Account, action: ProtectedAction): void {
    if (!target.isBetreiber) return;
    if (action === 'given a password' && actor.id === target.id) return;
    throw new AppError('betreiber_protected', { action, user_id: target.id });
  }

  /** The owner hands the flag to another active administrator; no way back. */
  async handOver(actor: Account, targetId: number): Promise<BetreiberInfo> {
    if (!actor.isBetreiber) throw new AppError('forbidden', { reason: 'not_betreiber' });
    if (this.pin) throw new AppError('betreiber_pinned', { env: BETREIBER_ENV });
    const target = await this.accounts.find(targetId);
    if (!target || target.id === actor.id || target.role !== 'admin' || !target.isActive) {
      throw new AppError('betreiber_target_invalid', { user_id: targetId });
    }
    await this.give(target.id);
    return this.info();
  }
}
