import { AppError } from '@hms/platform';
import type { TitleKind } from './library.tables.ts';

export const TITLE_KINDS: readonly TitleKind[] = ['movie', 'series', 'album', 'artist'];

export type RefSource = 'catalog' | 'altdb' | 'seriesdb' | 'musicdb';

/** Which sources name a title of each kind (contract, Identifiers). */
export const SOURCES_BY_KIND: Record<TitleKind, readonly RefSource[]> = {
  movie: ['catalog', 'altdb'],
  series: ['catalog', 'altdb', 'seriesdb'],
  album: ['musicdb'],
  artist: ['musicdb'],
};

/** The only sources by which a title the library lacks can be added. */
export const ADDABLE_SOURCE: Record<TitleKind, RefSource> = {
  movie: 'catalog',
  series: 'catalog',
  album: 'musicdb',
  artist: 'musicdb',
};

const VALUE_PATTERNS: Record<RefSource, RegExp> = {
  catalog: /^[1-9]\d{0,9}$/,
  altdb: /^tt\d{5,10}$/,
  seriesdb: /^[1-9]\d{0,9}$/,
  musicdb: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
};

export interface ParsedRef {
  source: RefSource;
  value: string;
  /** Canonical text form, `source:value`. */
  ref: string;
}

export function isTitleKind(kind: string): kind is TitleKind {
  return (TITLE_KINDS as readonly string[]).includes(kind);
}

/** The kind as a client wrote it; 422 `kind_unsupported` for anything else. */
export function requireKind(kind: string): TitleKind {
  if (!isTitleKind(kind)) throw new AppError('kind_unsupported', { kind, supported: [...TITLE_KINDS] });
  return kind;
}

/**
 * Parses and validates a ref for a kind. Percent-encoded refs (from a path) are accepted.
 * `ref_invalid` for a malformed ref, `ref_source_unknown` for a source the kind does not know.
 */
export function parseRef(kind: TitleKind, raw: string): ParsedRef {
  let text = raw;
  if (text.includes('%')) {
    try {
      text = decodeURIComponent(text);
    } catch {
      throw new AppError('ref_invalid', { ref: raw, kind });
    }
  }
  const colon = text.indexOf(':');
  if (colon <= 0) throw new AppError('ref_invalid', { ref: raw, kind });
  const source = text.slice(0, colon).toLowerCase();
  let value = text.slice(colon + 1);
  const known = SOURCES_BY_KIND[kind] as readonly string[];
  if (!known.includes(source)) {
    throw new AppError('ref_source_unknown', { ref: raw, kind, source, accepted: [...known] });
  }
  const typed = source as RefSource;
  if (typed === 'musicdb' || typed === 'altdb') value = value.toLowerCase();
  if (!VALUE_PATTERNS[typed].test(value)) throw new AppError('ref_invalid', { ref: raw, kind });
  return { source: typed, value, ref: `${typed}:${value}` };
}

/** True when a title the library lacks could come in by this ref. */
export function isAddable(kind: TitleKind, ref: ParsedRef): boolean {
  return ADDABLE_SOURCE[kind] === ref.source;
}

export function refText(source: string, value: string): string {
  return `${source}:${value}`;
}
