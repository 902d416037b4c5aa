import type { Role } from './account.ts';

/**
 * The rights of `GET /api/v1/me` `darf` (seed 4.1, 5.5):
 * - `lesen`: read what the account sees;
 * - `anfragen`: create requests;
 * - `entscheiden`: approve, reject or defer others' requests;
 * - `verwalten`: read operator data;
 * - `einrichten`: change settings and notification targets.
 */
export const RIGHTS = ['lesen', 'anfragen', 'entscheiden', 'verwalten', 'einrichten'] as const;
export type Right = (typeof RIGHTS)[number];

const BY_ROLE: Record<Role, readonly Right[]> = {
  admin: ['lesen', 'anfragen', 'entscheiden', 'verwalten', 'einrichten'],
  approver: ['lesen', 'anfragen', 'entscheiden'],
  user: ['lesen', 'anfragen'],
  child: ['lesen', 'anfragen'],
};

/** Rights that only read; a read-only token keeps these and loses the rest. */
const READING: readonly Right[] = ['lesen', 'verwalten'];

/**
 * What an account may do through one credential: its role's rights, limited to the reading
 * ones when the credential is a read-only token (a read-only administrator token can read the
 * user list, log and settings, but cannot approve).
 */
export function rightsFor(role: Role, token: { readOnly: boolean } | null): Right[] {
  const rights = BY_ROLE[role];
  return token?.readOnly ? rights.filter((right) => READING.includes(right)) : [...rights];
}
