import type { ParsedRelease } from './parsed-release-input.ts';

/**
 * Every quality the service knows, worst to best within its kind. A quality is a fixed id
 * (resolution × source × modifier for video, format × bitrate for music); the owner cannot add
 * qualities, only tune their size limits (`quality_definitions`) and order them in profiles.
 */
export type QualityKind = 'video' | 'music';

export interface QualityInfo {
  id: string;
  name: string;
  kind: QualityKind;
  /** Default size limits in MB per minute of runtime; `max` null means no upper limit. */
  min: number;
  preferred: number;
  max: number | null;
}

const q = (id: string, name: string, kind: QualityKind, min: number, preferred: number, max: number | null): QualityInfo => ({
  id,
  name,
  kind,
  min,
  preferred,
  max,
});

export const QUALITIES: readonly QualityInfo[] = [
  q('unknown', 'Unknown', 'video', 0, 20, null),
  q('workprint', 'WORKPRINT', 'video', 0, 10, 100),
  q('cam', 'CAM', 'video', 0, 10, 100),
  q('telesync', 'TELESYNC', 'video', 0, 10, 100),
  q('telecine', 'TELECINE', 'video', 0, 10, 100),
  q('regional', 'REGIONAL', 'video', 0, 10, 100),
  q('dvdscr', 'DVDSCR', 'video', 0, 10, 100),
  q('sdtv', 'SDTV', 'video', 2, 8, 50),
  q('dvd', 'DVD', 'video', 2, 15, 100),
  q('webdl-480p', 'WEBDL-480p', 'video', 2, 8, 50),
  q('webrip-480p', 'WEBRip-480p', 'video', 2, 8, 50),
  q('bluray-480p', 'Bluray-480p', 'video', 3, 10, 60),
  q('bluray-576p', 'Bluray-576p', 'video', 3, 12, 60),
  q('hdtv-720p', 'HDTV-720p', 'video', 5, 15, 60),
  q('webdl-720p', 'WEBDL-720p', 'video', 5, 15, 60),
  q('webrip-720p', 'WEBRip-720p', 'video', 5, 15, 60),
  q('bluray-720p', 'Bluray-720p', 'video', 8, 25, 100),
  q('hdtv-1080p', 'HDTV-1080p', 'video', 8, 25, 100),
  q('webdl-1080p', 'WEBDL-1080p', 'video', 8, 25, 100),
  q('webrip-1080p', 'WEBRip-1080p', 'video', 8, 25, 100),
  q('bluray-1080p', 'Bluray-1080p', 'video', 15, 50, 150),
  q('remux-1080p', 'Remux-1080p', 'video', 50, 150, 400),
  q('hdtv-2160p', 'HDTV-2160p', 'video', 20, 60, 250),
  q('webdl-2160p', 'WEBDL-2160p', 'video', 20, 80, 250),
  q('webrip-2160p', 'WEBRip-2160p', 'video', 20, 80, 250),
  q('bluray-2160p', 'Bluray-2160p', 'video', 35, 120, 400),
  q('remux-2160p', 'Remux-2160p', 'video', 100, 300, 800),
  q('br-disk', 'BR-DISK', 'video', 100, 400, null),
  q('raw-hd', 'Raw-HD', 'video', 20, 100, null),
  q('music-unknown', 'Unknown audio', 'music', 0, 2, null),
  q('mp3-192', 'MP3-192', 'music', 0.8, 1.4, 3),
  q('mp3-v2', 'MP3-VBR-V2', 'music', 0.8, 1.4, 3),
  q('mp3-256', 'MP3-256', 'music', 1.2, 1.9, 3.5),
  q('mp3-v0', 'MP3-VBR-V0', 'music', 1.2, 1.8, 3.5),
  q('mp3-320', 'MP3-320', 'music', 1.8, 2.4, 3.5),
  q('aac-256', 'AAC-256', 'music', 1, 1.9, 3.5),
  q('aac-320', 'AAC-320', 'music', 1.5, 2.4, 3.5),
  q('ogg-vorbis', 'OGG Vorbis', 'music', 0.8, 1.8, 4),
  q('opus', 'Opus', 'music', 0.5, 1.2, 3),
  q('flac', 'FLAC', 'music', 3, 6, 30),
  q('alac', 'ALAC', 'music', 3, 6, 30),
  q('wav', 'WAV', 'music', 8, 10.6, 40),
];

const BY_ID = new Map(QUALITIES.map((quality) => [quality.id, quality]));

export function qualityInfo(id: string): QualityInfo | undefined {
  return BY_ID.get(id);
}

export function isKnownQuality(id: string): boolean {
  return BY_ID.has(id);
}

/** Video resolutions a source comes in; anything else is read as the nearest lower step. */
function resolutionStep(resolution: number | null, steps: number[]): number | null {
  if (resolution === null) return null;
  let chosen: number | null = null;
  for (const step of steps) if (resolution >= step) chosen = step;
  return chosen;
}

function musicQuality(parsed: ParsedRelease): string {
  const bitrate = parsed.bitrate;
  switch (parsed.audio_format) {
    case 'flac':
      return 'flac';
    case 'alac':
      return 'alac';
    case 'wav':
      return 'wav';
    case 'ogg':
      return 'ogg-vorbis';
    case 'opus':
      return 'opus';
    case 'aac':
      return bitrate !== null && bitrate > 256 ? 'aac-320' : 'aac-256';
    case 'mp3':
      // The parser reads V0 as 245 and V2 as 190; constant rates are named as written.
      if (bitrate === null) return 'mp3-192';
      if (bitrate >= 300) return 'mp3-320';
      if (bitrate === 245) return 'mp3-v0';
      if (bitrate >= 250) return 'mp3-256';
      if (bitrate >= 220) return 'mp3-v0';
      if (bitrate === 190) return 'mp3-v2';
      return 'mp3-192';
    default:
      return 'music-unknown';
  }
}

/**
 * The quality a parsed release name stands for. Pre-release sources (CAM, TS, ...) and disc
 * modifiers win over resolution, as in Radarr; a resolution without a source reads as HDTV.
 */
export function identifyQuality(parsed: ParsedRelease): string {
  if (parsed.kind === 'album' || parsed.audio_format !== null) return musicQuality(parsed);
  const { source, modifier } = parsed;
  if (source === 'workprint') return 'workprint';
  if (source === 'cam') return 'cam';
  if (source === 'telesync') return 'telesync';
  if (source === 'telecine') return 'telecine';
  if (modifier === 'screener') return 'dvdscr';
  if (modifier === 'regional') return 'regional';
  if (modifier === 'brdisk') return 'br-disk';
  if (modifier === 'rawhd') return 'raw-hd';
  if (modifier === 'remux') return parsed.resolution === 2160 ? 'remux-2160p' : source === 'dvd' ? 'dvd' : 'remux-1080p';
  switch (source) {
    case 'dvd':
      return 'dvd';
    case 'bluray': {
      const step = resolutionStep(parsed.resolution, [480, 576, 720, 1080, 2160]);
      return `bluray-${step ?? 480}p`;
    }
    case 'webdl':
    case 'webrip': {
      const step = resolutionStep(parsed.resolution, [480, 720, 1080, 2160]);
      return `${source}-${step ?? 480}p`;
    }
    case 'tv': {
      const step = resolutionStep(parsed.resolution, [720, 1080, 2160]);
      return step === null ? 'sdtv' : `hdtv-${step}p`;
    }
    default: {
      const step = resolutionStep(parsed.resolution, [720, 1080, 2160]);
      if (step !== null) return `hdtv-${step}p`;
      if (parsed.resolution !== null || parsed.codec === 'xvid' || parsed.codec === 'divx') return 'sdtv';
      return 'unknown';
    }
  }
}
