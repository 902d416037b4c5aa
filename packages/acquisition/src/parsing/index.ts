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
