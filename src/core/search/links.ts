// Guide links ('/grooming?tab=tools', '/emergency#poisoning'), as the index, the readers and the passages use them.

/** The page a section link is on ('/grooming?tab=tools' → '/grooming'); a page's own link is itself. */
export const pageOf = (path: string) => path.replace(/[?#].*$/, '');
