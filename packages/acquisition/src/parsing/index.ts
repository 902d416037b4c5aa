/**
 * Release-name parsing: `parseReleaseName` turns an indexer's name into the contract's
 * `ParsedRelease` (/work/shared/contract/parse-output.md); `normalizeTitle` is the key titles are
 * matched by. Nothing here touches the database or the network; the current year is read once at
 * load so that a title's future year (`Blade Runner 2049`) is not taken for a release year.
 */
export { emptyRelease } from './parsed-release.ts';
export { parseReleaseName } from './release-parser.ts';
export { normalizeTitle } from './title.ts';
export type {
  AudioFormat,
  Codec,
  HdrFormat,
  Modifier,
  ParsedRelease,
  ReleaseKind,
  Resolution,
  Source,
} from './parsed-release.ts';
