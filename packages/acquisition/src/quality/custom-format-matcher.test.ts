import { describe, expect, it } from 'vitest';
import { parsed, release } from '../decisions/decision-fixtures.ts';
import type { ParsedRelease } from './parsed-release-input.ts';
import { compileFormats, formatMatches } from './custom-format-matcher.ts';
import type { FormatCondition } from './quality.types.ts';

const GIB = 1024 ** 3;
const c = (type: FormatCondition['type'], value: FormatCondition['value'], flags: Partial<FormatCondition> = {}): FormatCondition => ({
  name: `${type}`,
  type,
  value,
  negate: false,
  required: false,
  ...flags,
});

function matches(conditions: FormatCondition[], fields: Partial<ParsedRelease> = {}, title = 'Film.2020.1080p.BluRay.x264-GRP', size = 8 * GIB) {
  const [format] = compileFormats([{ id: 1, name: 'F', conditions }]);
  return formatMatches(format!, { release: release({ title, size }), parsed: parsed(fields), quality: 'bluray-1080p' });
}

describe('custom-format conditions', () => {
  it.each([
    ['release_title regex, case-insensitive', [c('release_title', '\\bbluray\\b')], {}, true],
    ['release_title regex that misses', [c('release_title', 'remux')], {}, false],
    ['source', [c('source', 'bluray')], {}, true],
    ['resolution', [c('resolution', 2160)], {}, false],
    ['modifier', [c('modifier', 'remux')], { modifier: 'remux' }, true],
    ['codec', [c('codec', 'x265')], { codec: 'x265' }, true],
    ['hdr', [c('hdr', 'dv')], { hdr: ['dv', 'hdr10'] }, true],
    ['edition regex', [c('edition', "director'?s")], { edition: "Director's Cut" }, true],
    ['edition regex without an edition', [c('edition', '.')], { edition: null }, false],
    ['language', [c('language', 'de')], { languages: ['de'] }, true],
    ['language en for an unnamed language', [c('language', 'en')], { languages: [] }, true],
    ['language multi', [c('language', 'multi')], { multi: true }, true],
    ['group regex', [c('group', '^grp$')], {}, true],
    ['size range in GB', [c('size', { min: 5, max: 10 })], {}, true],
    ['size above the range', [c('size', { min: 1, max: 5 })], {}, false],
    ['indexer', [c('indexer', 'indexer a')], {}, true],
    ['quality', [c('quality', 'bluray-1080p')], {}, true],
    ['a negated condition that matches', [c('codec', 'x264', { negate: true })], {}, false],
    ['a negated condition that misses', [c('codec', 'x265', { negate: true })], {}, true],
    ['any one of a type when none is required', [c('hdr', 'hdr10'), c('hdr', 'dv')], { hdr: ['dv'] }, true],
    ['a required condition of the type that misses', [c('hdr', 'hdr10', { required: true }), c('hdr', 'dv')], { hdr: ['dv'] }, false],
    ['every type must pass', [c('codec', 'x265'), c('resolution', 1080)], { codec: 'x264' }, false],
    ['every type passing', [c('codec', 'x264'), c('resolution', 1080)], {}, true],
    ['no conditions at all', [], {}, false],
    ['an invalid regex never matches', [c('release_title', '(')], {}, false],
  ] as const)('%s', (_name, conditions, fields, expected) => {
    expect(matches([...conditions], fields as Partial<ParsedRelease>)).toBe(expected);
  });
});
