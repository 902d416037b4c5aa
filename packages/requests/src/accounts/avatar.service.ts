import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '@hms/platform';
import sharp from 'sharp';
import type { Account } from './account.ts';
import type { AccountsService } from './accounts.service.ts';

export const AVATAR_FORMATS = ['png', 'jpeg', 'gif', 'webp'] as const;
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
/** Edge of the stored square picture, in pixels. */
export const AVATAR_SIZE = 256;
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Avatars (seed 4.2): PNG, JPEG, GIF or WebP in; always re-encoded to a square WebP of
 * AVATAR_SIZE pixels out, so nothing a person uploads (metadata, scripts in odd formats,
 * decompression bombs beyond the pixel limit) is ever served back as it came.
 */
export class AvatarService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly folder: string,
  ) {}

  private fileOf(accountId: number, version: string): string {
    return join(this.folder, `${accountId}-${version}.webp`);
  }

  async set(account: Account, image: Buffer): Promise<Account> {
    let encoded: Buffer;
    try {
      const picture = sharp(image, { limitInputPixels: 40_000_000, animated: false, failOn: 'error' });
      const { format } = await picture.metadata();
      if (!format || !(AVATAR_FORMATS as readonly string[]).includes(format)) {
        throw new AppError('invalid_image', { accepted: [...AVATAR_FORMATS] });
      }
      encoded = await picture.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).webp({ quality: 85 }).toBuffer();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('invalid_image', { accepted: [...AVATAR_FORMATS] });
    }
    const version = randomBytes(6).toString('hex');
    await mkdir(this.folder, { recursive: true });
    await writeFile(this.fileOf(account.id, version), encoded);
    const updated = await this.accounts.update(account.id, { avatar_file: version });
    if (account.avatarFile) await rm(this.fileOf(account.id, account.avatarFile), { force: true });
    return updated;
  }

  async remove(account: Account): Promise<Account> {
    const updated = await this.accounts.update(account.id, { avatar_file: null });
    if (account.avatarFile) await rm(this.fileOf(account.id, account.avatarFile), { force: true });
    return updated;
  }

  /** The stored WebP of an account, or 404. */
  async read(accountId: number): Promise<Buffer> {
    const account = await this.accounts.find(accountId);
    if (!account?.avatarFile) throw new AppError('not_found', { method: 'GET', path: `/api/avatars/${accountId}` });
    return readFile(this.fileOf(account.id, account.avatarFile));
  }
}
