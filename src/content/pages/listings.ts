// The words of an organisation's listing card (contact rows, external links, help and resource cards, the poison
// control lines), the 24/7 hospital table, the call-ahead advice and the printed emergency sheet. Only the pages
// that show them load them (routeContentModules in src/config/locales.ts), not every page with the chrome
// (docs/i18n.md); each language's translation is src/content/locales/<locale>/listings.ts. Words in braces
// ({place}, {range}, {date}) are filled in by the code (src/content/locales/fill.ts): keep every one of them in a
// translation. Each component that shows them reads this module through the locale accessor itself, not through
// a shared hook: a hook in a file of its own became a chunk of its own, 0.1 kB more on English pages.

export const listings = {
  /** The print button of the printable emergency sheet (/emergency). */
  print: 'Print',
  callAhead: {
    title: 'Call ahead on the way',
    body: 'NYC emergency rooms for animals sometimes go on bypass (they stop taking new patients) and waits can be hours. Call before you leave so they can tell you if they can see your cat now or send you somewhere else.',
  },
  hospitalTable: {
    caption: '24/7 emergency hospitals by borough',
    columns: { name: 'Hospital', where: 'Neighborhood', call: 'Call' },
    callAhead: 'Phone not confirmed — check the website, call ahead',
    noWebsite: 'Phone not confirmed — call ahead',
    website: 'Website',
    noneCallable: 'No 24/7 hospital in {place} has a confirmed phone. Nearest with one:',
    noneListed: 'We list no 24/7 hospital in {place}. Nearest with a confirmed phone:',
    cost: 'An emergency visit typically costs about {range} for the exam, before any treatment (prices as of {date}).',
    costLink: 'Help paying a vet bill',
  },
  /** The compact hospital table of the printed emergency sheet. */
  printSheet: {
    columns: { name: 'Hospital', where: 'Where', phone: 'Phone' },
    unconfirmedSuffix: '(unconfirmed: check first)',
    hiddenPhone: 'Not confirmed: call ahead / check website',
  },
  /** An organisation's card (the poison-control lines on /emergency, the vet directory). */
  listing: {
    open24: 'Open 24/7',
    call: 'Call',
    website: 'Website',
    directions: 'Directions',
    reportWrongInfo: 'Report wrong info',
    phoneHiddenBefore: 'Phone not confirmed — check the',
    phoneHiddenLink: 'website',
    phoneHiddenAfter: 'before you go',
    phoneHiddenNoWebsite: 'Phone not confirmed — search the name or call 311 before you go',
    phoneUnconfirmed: '(unconfirmed — check before you go)',
    mayHaveChanged: 'Some details may have changed — confirm with the provider.',
    lastChecked: 'Last checked: {date}',
    noDate: 'Last checked: date unknown',
    /** Beside "Last checked" when that date is unknown or more than two years before the build (`isOutOfDate`). */
    outOfDate: 'May be out of date — call first',
    feeUnknown: 'Call to ask',
    feeLabel: 'Fee',
    feeUnverified: 'Fee not confirmed — ask what it costs when you call.',
  },
};
