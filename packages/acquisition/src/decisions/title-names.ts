/**
 * Titles are compared case-insensitively with punctuation folded away (parse-output contract):
 * apostrophes vanish ("Marvel's" = "Marvels"), accents are dropped and, because dotted
 * abbreviations come written both ways ("S.H.I.E.L.D." / "SHIELD"), spaces are ignored too.
 */
export function foldTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Folded names, plus each name followed by the year (a parser may keep "Doctor Who 2005" whole). */
export function foldedNameSet(names: string[], year: number | null): Set<string> {
  const folded = new Set<string>();
  for (const name of names) {
    const base = foldTitle(name);
    if (base === '') continue;
    folded.add(base);
    if (year !== null) folded.add(`${base}${year}`);
  }
  return folded;
}
