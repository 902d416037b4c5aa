/** The parser's output (parse-output contract), as the quality module and the engine read it. */
export type { ParsedRelease } from '../parsing/index.ts';
