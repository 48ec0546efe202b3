import { searchCopy } from '@/content/pages/search';
import { usePageContent } from '@/lib/locale-content';

/**
 * The search's words in the page's language, the dropdown's and the /search page's: a layout module loaded on
 * first use (layoutLaterModules), which the box waits for before it opens its dropdown, and with /search. Only
 * their chunks import it, so no page's first load carries the English words either.
 */
export const useSearchCopy = () => usePageContent('search', { searchCopy }).searchCopy;
