// The questions each guide section answers, in the words owners use rather than the section's own ("fixed" for
// spayed, "cans" for wet food, "shots" for vaccines), in English and Spanish. The site search and the
// assistant read them as lay words (src/composition/): the assistant as its section's, the search as its guide
// entry's, so a question phrased the way people ask finds the section whose text answers it. Written from each
// section's text; every path must be a section the guides render (src/composition/section-questions.test.ts).
// One module per group of guides: section-questions/<guides>.ts.
import { pageOf } from '../../core/search/links.ts';
import type { GuideEntry } from '../../core/search/types.ts';
import { guideLink } from '../../config/guide-link.ts';
import { dailyCareQuestions } from './section-questions/daily-care.ts';
import { spayNeuterQuestions } from './section-questions/spay-neuter.ts';
import { emergencyQuestions } from './section-questions/emergency.ts';
import { helpQuestions } from './section-questions/help.ts';
import { rescueQuestions } from './section-questions/rescues.ts';

export const sectionQuestions: Readonly<Record<string, readonly string[]>> = {
  ...dailyCareQuestions,
  ...spayNeuterQuestions,
  ...emergencyQuestions,
  ...helpQuestions,
  ...rescueQuestions,
};

/**
 * A page's entry takes this many questions of each of its sections: a long list would drown its own words. Each
 * section lists its English questions first, then Spanish: five takes the first Spanish one of most sections, so
 * "cuánta comida le doy" finds the feeding guide, not the one entry (the food pantry) whose few questions say
 * "comida".
 */
const PER_SECTION_ON_PAGE = 5;

/**
 * Where several entries link the same page, the one that stands for the page; the others are one topic on it
 * (heat stroke on /first-aid) and take no other section's questions.
 */
const PAGE_ENTRY: Readonly<Record<string, string>> = {
  [guideLink('firstAid')]: 'first-aid',
  [guideLink('vets')]: 'vet-visit-costs',
};

/**
 * The guide index with each entry's questions among its synonyms: its own path's, and for the entry that stands
 * for a whole page ("/feeding"), those of the page's sections that have no entry of their own.
 */
export function withSectionQuestions(entries: readonly GuideEntry[]): GuideEntry[] {
  const ownEntry = new Set(entries.map((e) => e.path));
  const questionsFor = (entry: GuideEntry) => {
    const own = sectionQuestions[entry.path] ?? [];
    const standsFor = PAGE_ENTRY[entry.path];
    if (/[?#]/.test(entry.path) || (standsFor !== undefined && standsFor !== entry.id)) return own;
    return [
      ...own,
      ...Object.entries(sectionQuestions).flatMap(([section, questions]) =>
        section !== entry.path && pageOf(section) === entry.path && !ownEntry.has(section)
          ? questions.slice(0, PER_SECTION_ON_PAGE)
          : [],
      ),
    ];
  };
  return entries.map((entry) => ({ ...entry, synonyms: [...entry.synonyms, ...questionsFor(entry)] }));
}
