import { foldTitle } from '../title-names.ts';
import { ACCEPT, refuse, type Specification } from './specification.ts';

const KIND_OF_TITLE = { movie: ['movie'], series: ['episode', 'season'], album: ['album'] } as const;

/** The release names the title asked for: right kind, a known name or alias, the right year. */
export const titleMatchSpecification: Specification = {
  name: 'title_match',
  check(subject, context) {
    const { title } = context.input;
    const { parsed } = subject;
    if (parsed.kind === 'unknown') return refuse('unknown_title', { title: parsed.title });
    if (!(KIND_OF_TITLE[title.kind] as readonly string[]).includes(parsed.kind)) {
      return refuse('wrong_kind', { expected: title.kind, found: parsed.kind });
    }
    if (title.kind === 'album') {
      if (parsed.artist === null || !context.artistNames.has(foldTitle(parsed.artist))) {
        return refuse('unknown_title', { artist: parsed.artist, album: parsed.album });
      }
      if (parsed.album === null || !context.names.has(foldTitle(parsed.album))) {
        return refuse('wrong_album', { album: parsed.album });
      }
      return ACCEPT;
    }
    const folded = parsed.title === null ? '' : foldTitle(parsed.title);
    if (folded === '' || !context.names.has(folded)) return refuse('unknown_title', { title: parsed.title });
    return ACCEPT;
  },
};

/** A year one off is accepted: catalogs and release groups disagree on early-January premieres. */
export const yearSpecification: Specification = {
  name: 'year',
  check(subject, context) {
    const expected = context.input.title.year;
    const found = subject.parsed.year;
    if (expected === null || found === null || context.input.title.kind === 'album') return ACCEPT;
    return Math.abs(expected - found) > 1 ? refuse('wrong_year', { expected, found }) : ACCEPT;
  },
};
