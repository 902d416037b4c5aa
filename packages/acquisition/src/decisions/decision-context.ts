import { type CompiledFormat, compileFormats, matchingFormats } from '../quality/custom-format-matcher.ts';
import { identifyQuality, qualityInfo } from '../quality/quality-catalog.ts';
import type { QualityDefinition } from '../quality/quality.types.ts';
import { compileTerm, type TextMatcher } from '../quality/text-patterns.ts';
import type { Candidate, DecisionInput, EpisodeInfo, IndexerPolicy, QualityOut } from './decision.types.ts';
import { resolveEpisodes } from './episode-resolution.ts';
import { foldedNameSet } from './title-names.ts';

export interface CompiledRestriction {
  name: string;
  indexer: string | null;
  mustContain: { term: string; matches: TextMatcher }[];
  mustNotContain: { term: string; matches: TextMatcher }[];
}

/** Everything derived once per decision run, shared by every release of the run. */
export interface DecisionContext {
  input: DecisionInput;
  nowMs: number;
  /** Quality id → index of its profile item (higher is better). */
  qualityRank: Map<string, number>;
  allowedQualities: Set<string>;
  cutoffRank: number;
  highestAllowedRank: number;
  definitions: Map<string, QualityDefinition>;
  formats: CompiledFormat[];
  formatScores: Map<number, number>;
  restrictions: CompiledRestriction[];
  names: Set<string>;
  artistNames: Set<string>;
}

/** One release with what the engine read from it; specifications only look, never change it. */
export interface Subject extends Candidate {
  quality: QualityOut;
  /** Index of the quality's item in the profile; -1 when the profile does not list it. */
  rank: number;
  formats: { name: string; score: number }[];
  score: number;
  /** Series: the known episodes the release covers (wanted or not). */
  episodes: EpisodeInfo[];
}

export const DEFAULT_INDEXER_POLICY: IndexerPolicy = { enabled: true, minimum_seeders: 1, priority: 25 };

function compileTerms(terms: string[]) {
  const compiled: { term: string; matches: TextMatcher }[] = [];
  for (const term of terms) {
    try {
      compiled.push({ term, matches: compileTerm(term) });
    } catch {
      // An unreadable regex saved before validation is skipped rather than failing every search.
    }
  }
  return compiled;
}

export function prepareContext(input: DecisionInput): DecisionContext {
  const { profile } = input.version;
  const qualityRank = new Map<string, number>();
  const allowedQualities = new Set<string>();
  let highestAllowedRank = -1;
  profile.items.forEach((item, index) => {
    for (const quality of item.qualities) {
      qualityRank.set(quality, index);
      if (item.allowed) allowedQualities.add(quality);
    }
    if (item.allowed) highestAllowedRank = index;
  });
  return {
    input,
    nowMs: Date.parse(input.now),
    qualityRank,
    allowedQualities,
    cutoffRank: qualityRank.get(profile.cutoff) ?? highestAllowedRank,
    highestAllowedRank,
    definitions: new Map(input.settings.definitions.map((definition) => [definition.quality, definition])),
    formats: compileFormats(input.settings.custom_formats),
    formatScores: new Map(profile.format_scores.map((entry) => [entry.custom_format_id, entry.score])),
    restrictions: input.settings.restrictions
      .filter((restriction) => restriction.enabled)
      .map((restriction) => ({
        name: restriction.name,
        indexer: restriction.indexer,
        mustContain: compileTerms(restriction.must_contain),
        mustNotContain: compileTerms(restriction.must_not_contain),
      })),
    names: foldedNameSet(input.title.names, input.title.year),
    artistNames: foldedNameSet(input.title.artist_names, null),
  };
}

export function buildSubject(context: DecisionContext, candidate: Candidate): Subject {
  const qualityId = identifyQuality(candidate.parsed);
  const info = qualityInfo(qualityId);
  const matched = matchingFormats(context.formats, { release: candidate.release, parsed: candidate.parsed, quality: qualityId });
  const formats = matched.map((format) => ({ name: format.name, score: context.formatScores.get(format.id) ?? 0 }));
  return {
    ...candidate,
    quality: { id: qualityId, name: info?.name ?? qualityId, revision: candidate.parsed.revision },
    rank: context.qualityRank.get(qualityId) ?? -1,
    formats,
    score: formats.reduce((sum, format) => sum + format.score, 0),
    episodes: context.input.title.kind === 'series' ? resolveEpisodes(context.input.title.episodes, candidate.parsed) : [],
  };
}
