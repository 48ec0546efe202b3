// The nav search box's words that every page shows before anyone types (docs/requirements.md, "Search box"): a
// layout module (src/config/locales.ts), loaded with every page. The rest of the search's words
// (src/content/pages/search.ts) load when someone first uses the box.
export const searchBoxWords = {
  label: 'Search guides',
  placeholder: 'Search guides…',
  clear: 'Clear search',
  loading: 'Loading search…',
};
