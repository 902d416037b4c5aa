/**
 * Lenient readers of a catalog's JSON: a field that is missing or of the wrong type becomes its
 * neutral value (null, '', 0, []), so one odd record from a compatible server does not fail a
 * whole answer. Shared by the TMDB and MusicBrainz mappers.
 */

export type Raw = Record<string, unknown>;

export const asRaw = (value: unknown): Raw => (value && typeof value === 'object' ? (value as Raw) : {});
export const str = (value: unknown): string => (typeof value === 'string' ? value : '');
export const strOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
export const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
export const numOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const numbers = (value: unknown): number[] => list(value).filter((item): item is number => typeof item === 'number');
export const strings = (value: unknown): string[] => list(value).filter((item): item is string => typeof item === 'string');
