import type { Account, Role } from '../accounts/account.ts';

/**
 * What the request, notification and storage modules need to know about accounts. The
 * composition root implements it with the accounts service, so these modules never touch the
 * accounts tables.
 */
export interface AccountDirectory {
  findById(id: number): Promise<Account | null>;
  /** Ids of the active accounts holding one of `roles`. */
  idsWithRoles(roles: readonly Role[]): Promise<number[]>;
  /** The address of the account's picture, or null. */
  avatarUrl(account: Account): string | null;
}
