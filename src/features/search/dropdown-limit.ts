// A module of its own, not among the engine's numbers (src/core/search/constants.ts): the page's bundle needs
// only this one, and would otherwise carry all of them.

/** Nav dropdown: at most 6 results (a 'View all N results' link shows past that). */
export const DROPDOWN_MAX_RESULTS = 6;
