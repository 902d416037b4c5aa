/**
 * Text matching shared by the demo catalogs: case-insensitive and accent-folding, so "amelie"
 * finds "Amélie" and "SPIDERMAN" finds "Spider-Man".
 */

/** Lower case, accents removed, every run of non-letters/digits turned into one space. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * How well `query` matches `candidate`: 0 = no match, 3 = equal, 2 = starts with it, 1 = contains
 * it (words in any order, or with spaces and dashes ignored).
 */
export function matchScore(query: string, candidate: string): number {
  const q = foldText(query);
  const c = foldText(candidate);
  if (!q || !c) return 0;
  // Compared without spaces too, so "spiderman" meets "Spider-Man" as well as "spider man" does.
  const qCompact = q.replace(/ /g, '');
  const cCompact = c.replace(/ /g, '');
  if (q === c || qCompact === cCompact) return 3;
  if (c.startsWith(q) || cCompact.startsWith(qCompact)) return 2;
  if (c.includes(q) || cCompact.includes(qCompact)) return 1;
  const words = c.split(' ');
  return q.split(' ').every((part) => words.some((word) => word.startsWith(part))) ? 1 : 0;
}

/** The primary language subtag of a BCP-47 tag (`de-DE` → `de`), lower case. */
export function languageOf(tag: string | undefined, fallback = 'en'): string {
  const primary = (tag ?? fallback).split(/[-_]/)[0]?.toLowerCase();
  return primary || fallback;
}
