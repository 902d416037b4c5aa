import type { Account, Role } from '../accounts/account.ts';
import { REFRESH_COOKIE } from '../auth/auth.routes.ts';
import type { Requests } from '../app.ts';

/** The password every test account gets unless a test chooses another. */
export const TEST_PASSWORD = 'correct horse battery staple';

let counter = 0;

/** A new account of the given role (username made unique unless given). */
export function createTestAccount(
  service: Pick<Requests, 'accounts'>,
  options: { role: Role; username?: string; parentId?: number; password?: string; email?: string },
): Promise<Account> {
  counter += 1;
  return service.accounts.create({
    username: options.username ?? `${options.role}-${process.pid}-${counter}`,
    password: options.password ?? TEST_PASSWORD,
    role: options.role,
    parentId: options.parentId ?? null,
    email: options.email ?? null,
  });
}

/** A personal token of the account (plain text, as the creator sees it once). */
export async function tokenFor(
  service: Pick<Requests, 'tokens'>,
  account: Pick<Account, 'id'>,
  options: { readOnly?: boolean; expiresInDays?: number; name?: string } = {},
): Promise<string> {
  const { plain } = await service.tokens.create(account.id, {
    name: options.name ?? 'test token',
    readOnly: options.readOnly ?? false,
    expiresInDays: options.expiresInDays ?? null,
  });
  return plain;
}

/** Signs in through `POST /api/auth/login`; `cookie` is ready for a `cookie` request header. */
export async function signIn(
  service: Pick<Requests, 'app'>,
  username: string,
  password: string = TEST_PASSWORD,
): Promise<{ accessToken: string; cookie: string }> {
  const response = await service.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${response.statusCode} ${response.body}`);
  const refresh = response.cookies.find((c) => c.name === REFRESH_COOKIE);
  if (!refresh) throw new Error('sign-in answered without a refresh cookie');
  return { accessToken: response.json().access_token, cookie: `${REFRESH_COOKIE}=${refresh.value}` };
}

/** `Authorization` header for a token or access token. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
