import { AppError } from '@hms/platform';
import type { FastifyRequest } from 'fastify';
import type { Account, Role } from '../accounts/account.ts';
import type { Right } from '../accounts/rights.ts';

/** Who is calling, set by the global auth hook before any route runs. */
export interface Principal {
  account: Account;
  via: 'session' | 'token';
  /** The personal token used, or null for a browser session. */
  token: { id: number; name: string; readOnly: boolean } | null;
  /** `darf`: what this credential may do (role, limited by a read-only token). */
  rights: Right[];
  /** The browser session, or null for a personal token. */
  sessionId: string | null;
}

/**
 * How a route is protected (`config: { auth, roles?, need? }`):
 * - `none`: keyless; a credential sent anyway is read when valid and ignored otherwise;
 * - `account`: any signed-in account or valid token.
 * `roles` limits to those roles; `need` to credentials carrying that right.
 */
export interface RouteAuth {
  auth?: 'none' | 'account';
  roles?: readonly Role[];
  need?: Right;
}

declare module 'fastify' {
  interface FastifyContextConfig extends RouteAuth {}
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** The caller of a route that requires an account; the hook already refused everybody else. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('not_authenticated');
  return request.principal;
}
