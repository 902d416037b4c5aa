import type { CustomFormat, DelayProfile, QualityProfile, QualityProfileItem } from './quality.types.ts';

/**
 * What a fresh install ships. The migration writes these once; changing them later changes only
 * fresh installs, so an owner's edits are never overwritten.
 */
export const PROFILE_HD = 1;
export const PROFILE_4K = 2;
export const PROFILE_LOSSLESS_MUSIC = 3;
export const DEFAULT_DELAY_PROFILE_ID = 1;

const single = (quality: string, allowed: boolean, name = quality): QualityProfileItem => ({ name, qualities: [quality], allowed });
const group = (name: string, qualities: string[], allowed: boolean): QualityProfileItem => ({ name, qualities, allowed });

/** Every video quality, worst first, allowed where `allowed` lists it. */
function videoLadder(allowed: Set<string>): QualityProfileItem[] {
  const on = (...qualities: string[]) => qualities.every((quality) => allowed.has(quality));
  return [
    single('unknown', false, 'Unknown'),
    single('workprint', false, 'WORKPRINT'),
    single('cam', false, 'CAM'),
    single('telesync', false, 'TELESYNC'),
    single('telecine', false, 'TELECINE'),
    single('regional', false, 'REGIONAL'),
    single('dvdscr', false, 'DVDSCR'),
    single('sdtv', on('sdtv'), 'SDTV'),
    single('dvd', on('dvd'), 'DVD'),
    group('WEB 480p', ['webdl-480p', 'webrip-480p'], on('webdl-480p')),
    single('bluray-480p', on('bluray-480p'), 'Bluray-480p'),
    single('bluray-576p', on('bluray-576p'), 'Bluray-576p'),
    single('hdtv-720p', on('hdtv-720p'), 'HDTV-720p'),
    group('WEB 720p', ['webdl-720p', 'webrip-720p'], on('webdl-720p')),
    single('bluray-720p', on('bluray-720p'), 'Bluray-720p'),
    single('hdtv-1080p', on('hdtv-1080p'), 'HDTV-1080p'),
    group('WEB 1080p', ['webdl-1080p', 'webrip-1080p'], on('webdl-1080p')),
    single('bluray-1080p', on('bluray-1080p'), 'Bluray-1080p'),
    single('remux-1080p', on('remux-1080p'), 'Remux-1080p'),
    single('hdtv-2160p', on('hdtv-2160p'), 'HDTV-2160p'),
    group('WEB 2160p', ['webdl-2160p', 'webrip-2160p'], on('webdl-2160p')),
    single('bluray-2160p', on('bluray-2160p'), 'Bluray-2160p'),
    single('remux-2160p', on('remux-2160p'), 'Remux-2160p'),
    single('br-disk', false, 'BR-DISK'),
    single('raw-hd', false, 'Raw-HD'),
  ];
}

const musicLadder: QualityProfileItem[] = [
  single('music-unknown', false, 'Unknown audio'),
  single('opus', false, 'Opus'),
  single('ogg-vorbis', false, 'OGG Vorbis'),
  single('aac-256', false, 'AAC-256'),
  single('mp3-192', false, 'MP3-192'),
  single('mp3-v2', false, 'MP3-VBR-V2'),
  single('mp3-256', true, 'MP3-256'),
  group('MP3 high', ['mp3-v0', 'mp3-320'], true),
  single('aac-320', true, 'AAC-320'),
  group('Lossless', ['flac', 'alac'], true),
  single('wav', false, 'WAV'),
];

export type DefaultProfile = Omit<QualityProfile, 'format_scores'> & { scores: Record<string, number> };

export const DEFAULT_CUSTOM_FORMATS: Omit<CustomFormat, 'id'>[] = [
  { name: 'x265 (HEVC)', conditions: [{ name: 'x265', type: 'codec', negate: false, required: true, value: 'x265' }] },
  {
    name: 'HDR',
    conditions: [
      { name: 'HDR10', type: 'hdr', negate: false, required: false, value: 'hdr10' },
      { name: 'HDR10+', type: 'hdr', negate: false, required: false, value: 'hdr10plus' },
      { name: 'HLG', type: 'hdr', negate: false, required: false, value: 'hlg' },
    ],
  },
  { name: 'Dolby Vision', conditions: [{ name: 'DV', type: 'hdr', negate: false, required: true, value: 'dv' }] },
  {
    name: 'Remaster',
    conditions: [{ name: 'Remaster', type: 'release_title', negate: false, required: true, value: '\\bremaster(ed)?\\b' }],
  },
  { name: 'IMAX', conditions: [{ name: 'IMAX', type: 'release_title', negate: false, required: true, value: '\\bimax\\b' }] },
  {
    name: 'Pre-release (CAM, TS, screener)',
    conditions: ['cam', 'telesync', 'telecine', 'workprint', 'dvdscr'].map((quality) => ({
      name: quality,
      type: 'quality' as const,
      negate: false,
      required: false,
      value: quality,
    })),
  },
  {
    name: 'Low-quality groups',
    conditions: [
      {
        name: 'LQ groups',
        type: 'group',
        negate: false,
        required: true,
        value: '^(YIFY|YTS(\\.(MX|LT|AM))?|aXXo|mHD|nHD|nSD|STUTTERSHIT|ViSiON)$',
      },
    ],
  },
];

const REFUSE = -10000;

export const DEFAULT_PROFILES: DefaultProfile[] = [
  {
    id: PROFILE_HD,
    name: 'HD',
    kind: 'video',
    items: videoLadder(
      new Set(['hdtv-720p', 'webdl-720p', 'bluray-720p', 'hdtv-1080p', 'webdl-1080p', 'bluray-1080p']),
    ),
    cutoff: 'bluray-1080p',
    upgrade_allowed: true,
    min_format_score: 0,
    cutoff_format_score: 0,
    min_upgrade_format_score: 1,
    scores: { Remaster: 10, IMAX: 10, 'Pre-release (CAM, TS, screener)': REFUSE, 'Low-quality groups': REFUSE },
  },
  {
    id: PROFILE_4K,
    name: '4K',
    kind: 'video',
    items: videoLadder(new Set(['webdl-2160p', 'bluray-2160p', 'remux-2160p'])),
    cutoff: 'bluray-2160p',
    upgrade_allowed: true,
    min_format_score: 0,
    cutoff_format_score: 100,
    min_upgrade_format_score: 10,
    scores: {
      'x265 (HEVC)': 50,
      HDR: 100,
      'Dolby Vision': 150,
      Remaster: 10,
      IMAX: 10,
      'Pre-release (CAM, TS, screener)': REFUSE,
      'Low-quality groups': REFUSE,
    },
  },
  {
    id: PROFILE_LOSSLESS_MUSIC,
    name: 'Lossless music',
    kind: 'music',
    items: musicLadder,
    cutoff: 'flac',
    upgrade_allowed: true,
    min_format_score: 0,
    cutoff_format_score: 0,
    min_upgrade_format_score: 1,
    scores: {},
  },
];

export const DEFAULT_DELAY_PROFILE: DelayProfile = {
  id: DEFAULT_DELAY_PROFILE_ID,
  name: 'Default',
  preferred_protocol: 'usenet',
  usenet_enabled: true,
  torrent_enabled: true,
  usenet_delay_minutes: 0,
  torrent_delay_minutes: 0,
  bypass_if_highest_quality: true,
  bypass_if_above_format_score: false,
  minimum_bypass_format_score: 0,
};
