import { AppError } from '@hms/platform';
import type { Acquisition } from '../app.ts';
import { KeysService } from '../keys/keys.service.ts';
import { SESSION_COOKIE } from '../owner/owner-auth.ts';
import { OwnerService } from '../owner/owner.service.ts';

type Service = Pick<Acquisition, 'database' | 'clock'>;

/** Makes a key with the given scopes (`read` is always added) and returns the bearer key. */
export async function createTestKey(service: Service, scopes: string[] = ['read'], name = 'test program'): Promise<string> {
  const keys = new KeysService(service.database.db, service.clock);
  const { key } = await keys.create({ name, scopes, origin: 'cli' });
  return key;
}

/** `Authorization` header for a key, e.g. `headers: bearer(key)`. */
export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

export const TEST_OWNER = { username: 'owner', password: 'correct horse battery staple' };

/**
 * Headers of a signed-in owner for the web API under `/api`: the session cookie and
 * `X-Requested-With`. Makes the owner account when there is none yet.
 */
export async function ownerHeaders(service: Service): Promise<{ cookie: string; 'x-requested-with': string }> {
  const owner = new OwnerService(service.database.db, service.clock);
  try {
    await owner.create(TEST_OWNER);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'owner_exists')) throw error;
  }
  const { token } = await owner.openSession();
  return { cookie: `${SESSION_COOKIE}=${token}`, 'x-requested-with': 'XMLHttpRequest' };
}
