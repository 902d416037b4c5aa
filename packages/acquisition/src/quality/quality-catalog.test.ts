import { describe, expect, it } from 'vitest';
import { parsed } from '../decisions/decision-fixtures.ts';
import { identifyQuality, QUALITIES } from './quality-catalog.ts';

describe('identifyQuality', () => {
  it.each([
    [{ source: 'bluray', resolution: 1080 }, 'bluray-1080p'],
    [{ source: 'bluray', resolution: 2160 }, 'bluray-2160p'],
    [{ source: 'bluray', resolution: null }, 'bluray-480p'],
    [{ source: 'bluray', resolution: 2160, modifier: 'remux' }, 'remux-2160p'],
    [{ source: 'bluray', resolution: 1080, modifier: 'remux' }, 'remux-1080p'],
    [{ source: 'bluray', resolution: 1080, modifier: 'brdisk' }, 'br-disk'],
    [{ source: 'webdl', resolution: 2160 }, 'webdl-2160p'],
    [{ source: 'webrip', resolution: 720 }, 'webrip-720p'],
    [{ source: 'webdl', resolution: 576 }, 'webdl-480p'],
    [{ source: 'tv', resolution: 720 }, 'hdtv-720p'],
    [{ source: 'tv', resolution: null }, 'sdtv'],
    [{ source: 'dvd', resolution: null }, 'dvd'],
    [{ source: 'cam', resolution: 1080 }, 'cam'],
    [{ source: 'telesync', resolution: 720 }, 'telesync'],
    [{ source: 'webdl', modifier: 'screener' }, 'dvdscr'],
    [{ source: null, resolution: 1080 }, 'hdtv-1080p'],
    [{ source: null, resolution: 480, codec: 'xvid' }, 'sdtv'],
    [{ source: null, resolution: null, codec: null }, 'unknown'],
    [{ kind: 'album', audio_format: 'flac', resolution: null, source: null }, 'flac'],
    [{ kind: 'album', audio_format: 'alac', resolution: null, source: null }, 'alac'],
    [{ kind: 'album', audio_format: 'mp3', bitrate: 320, resolution: null, source: null }, 'mp3-320'],
    [{ kind: 'album', audio_format: 'mp3', bitrate: 245, resolution: null, source: null }, 'mp3-v0'],
    [{ kind: 'album', audio_format: 'mp3', bitrate: 190, resolution: null, source: null }, 'mp3-v2'],
    [{ kind: 'album', audio_format: 'mp3', bitrate: 256, resolution: null, source: null }, 'mp3-256'],
    [{ kind: 'album', audio_format: 'mp3', bitrate: null, resolution: null, source: null }, 'mp3-192'],
    [{ kind: 'album', audio_format: null, resolution: null, source: null }, 'music-unknown'],
  ] as const)('%o is %s', (fields, expected) => {
    expect(identifyQuality(parsed(fields))).toBe(expected);
  });

  it('names only qualities the catalog lists, with sane size limits', () => {
    for (const quality of QUALITIES) {
      expect(quality.min).toBeLessThanOrEqual(quality.preferred);
      if (quality.max !== null) expect(quality.preferred).toBeLessThanOrEqual(quality.max);
    }
    expect(new Set(QUALITIES.map((quality) => quality.id)).size).toBe(QUALITIES.length);
  });
});
