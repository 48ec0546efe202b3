// Copy for the nav search box and the /search page (docs/requirements.md, "Search box" and "Search page"). The
// box's own words, which every page shows before anyone types, are in search-box.ts; these load on first use.
import type { GuideSection } from '../../core/search/types.ts';

export const searchCopy = {
  box: {
    searching: 'Searching…',
    opening: (title: string) => `Opening ${title}…`,
    viewAll: (count: number) => `View all ${count} results`,
    noMatch: (query: string) => `No matching guides found for "${query}"`,
    tryLabel: 'Try searching for:',
    tryTerms: ['emergency', 'vet', 'feeding', 'spay'],
    suggestionsLabel: 'Suggestions',
    status: (count: number) => (count === 0 ? 'No results.' : `${count} result${count === 1 ? '' : 's'} available.`),
  },
  help: {
    title: 'Need More Help?',
    text: 'Can’t find what you need? Ask about your cat in your own words.',
    button: 'Ask AI Assistant',
  },
  page: {
    inputLabel: 'Search',
    placeholder: 'Search for emergency help, vet costs, care tips...',
    submit: 'Search',
    resultCount: (count: number, query: string) => `${count} result${count === 1 ? '' : 's'} for "${query}"`,
    emergencyTitle: 'Emergency results found.',
    emergencyText: 'If your cat is in danger right now, call the 24/7 animal hospital:',
    noResultsTitle: (query: string) => `No results found for "${query}"`,
    noResultsHint: 'Try different words, or one of these popular searches:',
    careNotice: 'Need care right now? Call 24/7 emergency care:',
    emptyTitle: 'What are you looking for?',
    emptyHint: 'Type a question above, or pick a popular search:',
    popularLabel: 'Popular searches',
    popularSearches: [
      'emergency vet',
      'cheap vet',
      "my cat won't eat",
      'spay neuter cost',
      'breathing problems',
      'financial assistance',
    ],
  },
  urgencyLabels: { emergency: 'Emergency', urgent: 'Urgent', normal: 'Normal' },
  /** The guide index's sections (src/core/search/types.ts `GuideSection`) as a result's badge shows them. */
  sectionLabels: {
    Emergency: 'Emergency',
    'Find Help': 'Find Help',
    'Cost Guide': 'Cost Guide',
    'Financial Help': 'Financial Help',
    'Daily Care': 'Daily Care',
    'Working with Rescues': 'Working with Rescues',
  } satisfies Record<GuideSection, string>,
} as const;
