import { AppError, type SecretBox } from '@hms/platform';
import type { SettingsService } from './settings.service.ts';

const SETTING = 'catalog';
const MUSIC_SETTING = 'music_catalog';

interface StoredMusicCatalogSettings {
  base_url: string | null;
}

export interface MusicCatalogSettingsView {
  /** null: the built-in demo music catalog answers (no request leaves the house). */
  base_url: string | null;
  mode: 'demo' | 'configured';
}

interface StoredCatalogSettings {
  base_url: string | null;
  /** The token sealed by the secret box. */
  token_sealed: string | null;
}

export type CatalogMode = 'demo' | 'configured' | 'unreadable';

export interface CatalogSettingsView {
  base_url: string | null;
  token_set: boolean;
  /** `demo`: no token, the built-in demo catalog answers; `unreadable`: the token cannot be decrypted. */
  mode: CatalogMode;
}

/**
 * The movie/series catalog's address and token. The token is stored encrypted and never
 * leaves the service: the owner can replace or clear it, not read it back.
 */
export class CatalogSettingsService {
  constructor(
    private readonly settings: SettingsService,
    private readonly box: SecretBox,
  ) {}

  async view(): Promise<CatalogSettingsView> {
    const stored = await this.stored();
    const mode: CatalogMode =
      stored.token_sealed === null ? 'demo' : this.box.open(stored.token_sealed) === null ? 'unreadable' : 'configured';
    return { base_url: stored.base_url, token_set: stored.token_sealed !== null, mode };
  }

  /** What the catalog factory needs; `catalog_token_unreadable` when the token cannot be decrypted. */
  async connection(): Promise<{ baseUrl: string | null; token: string | null }> {
    const stored = await this.stored();
    if (stored.token_sealed === null) return { baseUrl: stored.base_url, token: null };
    const token = this.box.open(stored.token_sealed);
    if (token === null) throw new AppError('catalog_token_unreadable');
    return { baseUrl: stored.base_url, token };
  }

  /** `token`: a string sets it, null clears it (back to the demo catalog), undefined keeps it. */
  async update(change: { base_url?: string | null; token?: string | null }): Promise<CatalogSettingsView> {
    const stored = await this.stored();
    const errors: { path: string; code: string }[] = [];
    let baseUrl = stored.base_url;
    if (change.base_url !== undefined) {
      baseUrl = change.base_url === null || change.base_url.trim() === '' ? null : change.base_url.trim().replace(/\/+$/, '');
      if (baseUrl !== null && !isHttpUrl(baseUrl)) errors.push({ path: 'body/base_url', code: 'format' });
    }
    let tokenSealed = stored.token_sealed;
    if (change.token !== undefined) {
      const token = change.token?.trim() ?? '';
      if (/\s/.test(token)) errors.push({ path: 'body/token', code: 'format' });
      tokenSealed = token === '' ? null : this.box.seal(token);
    }
    if (errors.length > 0) throw new AppError('invalid_input', { errors, summary: 'base_url must be an http(s) URL; a token has no spaces' });
    await this.settings.set(SETTING, { base_url: baseUrl, token_sealed: tokenSealed } satisfies StoredCatalogSettings);
    return this.view();
  }

  /**
   * The music catalog's address. MusicBrainz needs no token, but asking it means traffic to the
   * outside, so a fresh install answers from the built-in demo music catalog until the owner
   * names a MusicBrainz-compatible server (e.g. `https://musicbrainz.org` or a local mirror).
   */
  async musicView(): Promise<MusicCatalogSettingsView> {
    const stored = (await this.settings.get<StoredMusicCatalogSettings>(MUSIC_SETTING)) ?? { base_url: null };
    return { base_url: stored.base_url, mode: stored.base_url === null ? 'demo' : 'configured' };
  }

  /** `base_url`: a URL sets it, null or empty goes back to the demo music catalog. */
  async updateMusic(change: { base_url: string | null }): Promise<MusicCatalogSettingsView> {
    const baseUrl = change.base_url === null || change.base_url.trim() === '' ? null : change.base_url.trim().replace(/\/+$/, '');
    if (baseUrl !== null && !isHttpUrl(baseUrl)) {
      throw new AppError('invalid_input', { errors: [{ path: 'body/base_url', code: 'format' }], summary: 'base_url must be an http(s) URL' });
    }
    await this.settings.set(MUSIC_SETTING, { base_url: baseUrl } satisfies StoredMusicCatalogSettings);
    return this.musicView();
  }

  private async stored(): Promise<StoredCatalogSettings> {
    return (await this.settings.get<StoredCatalogSettings>(SETTING)) ?? { base_url: null, token_sealed: null };
  }
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
