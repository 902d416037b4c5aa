import type { Refusal } from '../decision.types.ts';
import type { Specification } from './specification.ts';

/** Release restrictions (Sonarr's release profiles): terms checked against the release name. */
export const restrictionsSpecification: Specification = {
  name: 'restrictions',
  check(subject, context) {
    const refusals: Refusal[] = [];
    const { title, indexer } = subject.release;
    for (const restriction of context.restrictions) {
      if (restriction.indexer !== null && restriction.indexer.toLowerCase() !== indexer.toLowerCase()) continue;
      if (restriction.mustContain.length > 0 && !restriction.mustContain.some((term) => term.matches(title))) {
        refusals.push({
          code: 'must_contain',
          params: { restriction: restriction.name, terms: restriction.mustContain.map((term) => term.term) },
        });
      }
      const found = restriction.mustNotContain.filter((term) => term.matches(title)).map((term) => term.term);
      if (found.length > 0) refusals.push({ code: 'must_not_contain', params: { restriction: restriction.name, terms: found } });
    }
    return refusals;
  },
};
