// The page chrome in English: every word the common layout and the shared emergency components show, in one
// dictionary that every page of a language loads. Words only some pages show (listing cards, the hospital table,
// the printed sheet) are src/content/pages/listings.ts instead, loaded by those pages alone. Each other language's
// src/content/locales/<locale>/chrome.ts exports `chrome` typed `Translated<typeof chrome>`; a language without one
// shows this English text (docs/i18n.md).
//
// Words in braces ({phone}, {name}, {place}, {date}, {range}, {language}) are filled in by the code: keep every
// one of them in a translation, and write no phone number, price or date into the text itself. Route titles,
// breadcrumb names and tab labels come from the route registry (src/config/routes.ts), so English has one owner
// for them; a translation writes its own under `routes` and `nav`. A route's meta description is no chrome word:
// only the prerender reads it (src/config/route-head.ts, src/content/locales/<locale>/route-head.ts).
import { routeList, routes, type RouteId } from '../../../config/routes.ts';

interface RouteWords {
  /** The page's <title> (the site name is added) and its one heading where the page uses it. */
  title: string;
  /** Its name in breadcrumbs and in the footer's links. */
  breadcrumb: string;
}

const routeWords = Object.fromEntries(
  routeList.map(({ id, title, breadcrumb }) => [id, { title, breadcrumb }]),
) as Record<RouteId, RouteWords>;

/** The routes that are primary tabs. */
export type NavRouteId = {
  [K in RouteId]: (typeof routes)[K] extends { nav: object } ? K : never;
}[RouteId];

const navWords = Object.fromEntries(routeList.flatMap(({ id, nav }) => (nav ? [[id, nav.label]] : []))) as Record<
  NavRouteId,
  string
>;

export const chrome = {
  routes: routeWords,
  /** The primary tabs' labels. */
  nav: navWords,
  landmarks: { primary: 'Primary', breadcrumb: 'Breadcrumb', footer: 'Footer' },
  skipLink: 'Skip to main content',
  header: { free: 'FREE', home: 'Home' },
  emergencyBar: {
    question: 'Cat emergency?',
    open: 'open 24/7',
    callLabel: 'Call the 24/7 emergency vet, {name}, at {phone}',
  },
  /** The call buttons on the emergency pages. */
  call: {
    /** Before the number on a call button: "Call 24/7 vet (212) …". */
    button: 'Call 24/7 vet',
    /** Before the number under the home page's cards: "24/7 vet: (212) …". */
    homeButton: '24/7 vet:',
    /** Before the full hospital name on /first-aid: "24/7: Animal Medical Center — (212) …". */
    allHours: '24/7:',
    /** Accessible name of a call link that names who is called. */
    callNamed: 'Call {name} at {phone}',
    openAllHours: 'open 24/7',
  },
  footer: {
    disclaimer:
      'Educational information only — not veterinary advice. Always consult a licensed veterinarian about your cat’s health. In an emergency, call a 24/7 animal hospital now.',
  },
  /** While a page's code loads: the three hubs say which page is coming. */
  loading: {
    page: 'Loading...',
    emergency: routes.emergency.loadingMessage,
    findHelp: routes.findHelp.loadingMessage,
    dailyCare: routes.dailyCare.loadingMessage,
  },
  offline: {
    notice:
      'You’re offline. Emergency steps, first aid and the vet list still work. Phone calls don’t need the internet: 24/7 emergency vet {phone}.',
  },
  notFound: {
    title: 'Oops! Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    homeLink: 'Return to Home',
  },
  routeError: {
    title: 'This page didn’t load',
    body: 'Check your connection and reload the page. If your cat needs help now, call the 24/7 animal hospital:',
    call: 'Call {phone}',
    reload: 'Reload the page',
  },
  back: 'Back',
  backToTop: 'Back to top',
  /** After an external link's text, for screen readers (ExternalLink, the hospital table's website links). */
  newTab: '(opens in a new tab)',
  /** The header's language menu (src/features/translate). */
  languageMenu: {
    button: 'Language',
    /** Heading of the list of the site's own languages. */
    ours: 'Read this site in',
    /** Under the list when some language has no version of this page: its link opens that language's home. */
    notTranslated: 'This page is not translated yet: the link opens the home page in that language.',
    other: 'Other languages (automatic translation)',
    otherHint: 'Loads Google’s translation of this page. It needs a signal, and the page is sent to Google.',
    loading: 'Loading...',
    failed: 'Translation unavailable',
  },
  /** On the English home, to a person whose browser prefers this language: written in this language. */
  languageOffer: 'Read this guide in English',
  /** On every translated page, in its language. */
  translationNotice: {
    title: 'About this translation',
    body: 'Translated from the English guide on {date}. Not yet reviewed by a native-speaking veterinary professional. The phone numbers and the steps are the same as on the English page.',
    englishLink: 'Read the English page',
  },
};
