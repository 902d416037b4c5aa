import { AppError, type Clock, isoNow } from '@hms/platform';
import { type Account, type Role, SWITCH_NAMES } from './account.ts';
import { accountFromRow } from './account-mapping.ts';
import type { AccountPatch, AccountsRepository } from './accounts.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export interface NewAccount {
  username: string;
  /** null: an account that signs in another way (media server, invitation not yet redeemed). */
  password: string | null;
  role: Role;
  parentId?: number | null;
  displayName?: string | null;
  email?: string | null;
  emailVerified?: boolean;
  language?: string;
  /** Rights part (invitations, administrators). */
  rights?: AccountPatch;
}

/** What an account changes on itself (`PATCH /api/auth/me`); null leaves a field alone. */
export interface ProfileChanges {
  display_name?: string | null;
  language?: string | null;
  theme?: string | null;
  discover_region?: string | null;
  [switchName: string]: string | boolean | null | undefined;
}

/**
 * The administrator's choices when deleting an account (seed 4.2 `DELETE /api/users/{id}`),
 * handed to the modules that own the account's requests, storage and media-server accounts.
 */
export interface DeletionChoices {
  /** Storage items to move to the house. */
  haus?: number[];
  /** Storage items to delete with their files. */
  loeschen?: number[];
  staffeln?: unknown[];
  /** Open requests to keep (moved to the house) instead of cancelling. */
  offen_behalten?: number[];
  serverkonten?: unknown[];
}

export const USERNAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._@-]{1,63}$';

/** Accounts: creation, look-up, passwords and profile changes. */
export class AccountsService {
  /** Called after an account is created, e.g. to give the first administrator the owner flag. */
  private readonly createdListeners: ((account: Account) => Promise<void>)[] = [];

  constructor(
    private readonly repository: AccountsRepository,
    private readonly clock: Clock,
  ) {}

  /** Called before an account is deleted, so other modules can hand over or drop what it owns. */
  private readonly deletingListeners: ((account: Account, choices: DeletionChoices) => Promise<void>)[] = [];

  onCreated(listener: (account: Account) => Promise<void>): void {
    this.createdListeners.push(listener);
  }

  onDeleting(listener: (account: Account, choices: DeletionChoices) => Promise<void>): void {
    this.deletingListeners.push(listener);
  }

  async create(input: NewAccount): Promise<Account> {
    if (!new RegExp(USERNAME_PATTERN).test(input.username)) {
      throw new AppError('invalid_input', {
        errors: [{ path: 'body/username', code: 'pattern' }],
        summary: 'username: 2-64 letters, digits, dots, dashes, underscores or @',
      });
    }
    const key = input.username.toLowerCase();
    if (await this.repository.findByUsernameKey(key)) throw new AppError('username_taken', { username: input.username });
    if (input.parentId !== undefined && input.parentId !== null) await this.get(input.parentId);
    const now = isoNow(this.clock);
    let id: number;
    try {
      id = await this.repository.insert({
        username: input.username,
        username_key: key,
        password_hash: input.password === null ? null : await hashPassword(input.password),
        role: input.role,
        display_name: input.displayName ?? null,
        email: input.email ?? null,
        email_verified: input.emailVerified ? 1 : 0,
        language: input.language ?? 'de',
        parent_id: input.parentId ?? null,
        password_changed_at: input.password === null ? null : now,
        created_at: now,
        ...input.rights,
      });
    } catch (error) {
      // two creations of the same name at once: the unique index decides
      if (await this.repository.findByUsernameKey(key)) throw new AppError('username_taken', { username: input.username });
      throw error;
    }
    let account = await this.get(id);
    for (const listener of this.createdListeners) await listener(account);
    account = await this.get(id);
    return account;
  }

  async get(id: number): Promise<Account> {
    const row = await this.repository.findById(id);
    if (!row) throw new AppError('not_found', { method: 'account', path: String(id) });
    return accountFromRow(row);
  }

  async find(id: number): Promise<Account | undefined> {
    const row = await this.repository.findById(id);
    return row ? accountFromRow(row) : undefined;
  }

  async findByUsername(username: string): Promise<Account | undefined> {
    const row = await this.repository.findByUsernameKey(username.toLowerCase());
    return row ? accountFromRow(row) : undefined;
  }

  async list(): Promise<Account[]> {
    return (await this.repository.listAll()).map(accountFromRow);
  }

  async children(parentId: number): Promise<Account[]> {
    return (await this.repository.listChildren(parentId)).map(accountFromRow);
  }

  /**
   * The account whose password matches, or undefined. Unknown names cost the same time as a
   * wrong password.
   */
  async checkPassword(username: string, password: string): Promise<Account | undefined> {
    const row = await this.repository.findByUsernameKey(username.toLowerCase());
    const matches = await verifyPassword(row?.password_hash ?? null, password);
    return matches && row ? accountFromRow(row) : undefined;
  }

  async passwordMatches(id: number, password: string): Promise<boolean> {
    const row = await this.repository.findById(id);
    return verifyPassword(row?.password_hash ?? null, password);
  }

  /** Sets a new password; every access token issued before is refused from now on. */
  async setPassword(id: number, password: string): Promise<Account> {
    await this.repository.raiseAuthGeneration(id, {
      password_hash: await hashPassword(password),
      password_changed_at: isoNow(this.clock),
    });
    return this.get(id);
  }

  /** Refuses every access token issued before (everywhere-logout). */
  async invalidateAccessTokens(id: number): Promise<Account> {
    await this.repository.raiseAuthGeneration(id);
    return this.get(id);
  }

  async recordLogin(id: number): Promise<void> {
    await this.repository.update(id, { last_login_at: isoNow(this.clock) });
  }

  async update(id: number, patch: AccountPatch): Promise<Account> {
    if (Object.keys(patch).length > 0) await this.repository.update(id, patch);
    return this.get(id);
  }

  /** Profile and notification switches; the username cannot be changed. */
  async updateProfile(account: Account, changes: ProfileChanges): Promise<Account> {
    const patch: AccountPatch = {};
    if (typeof changes.display_name === 'string') patch.display_name = changes.display_name.trim() || null;
    if (typeof changes.language === 'string') patch.language = changes.language;
    if (typeof changes.theme === 'string') patch.theme = changes.theme;
    if (typeof changes.discover_region === 'string') patch.discover_region = changes.discover_region;
    const switches = Object.fromEntries(
      SWITCH_NAMES.filter((name) => typeof changes[name] === 'boolean').map((name) => [name, changes[name]]),
    );
    if (Object.keys(switches).length > 0) {
      patch.notification_switches = JSON.stringify({ ...account.switches, ...switches });
    }
    return this.update(account.id, patch);
  }

  async delete(id: number, choices: DeletionChoices = {}): Promise<void> {
    const account = await this.get(id);
    for (const listener of this.deletingListeners) await listener(account, choices);
    try {
      await this.repository.delete(id);
    } catch (error) {
      // rows of other modules still point at the account (no module took them over)
      const code = (error as { code?: string }).code;
      if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') throw new AppError('account_in_use', { user_id: id });
      throw error;
    }
  }
}
