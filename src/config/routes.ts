// The one route registry (docs/conventions.md #3). It feeds the router, the nav tabs, the breadcrumbs, page
// titles, loading screens, the sitemap, prerender list and link checker. Each route's meta description and the
// hubs' keywords are src/config/route-head.ts: only the prerendered HTML shows them (docs/i18n.md, "Head words").
// Paths are the spec's flat forms (docs/requirements.md, route table); the nested forms are aliases that redirect.

export type RouteId =
  | 'home'
  | 'search'
  | 'emergency'
  | 'check'
  | 'findHelp'
  | 'dailyCare'
  | 'spayNeuter'
  | 'surrender'
  | 'workingWithRescues'
  | 'behavioralWellness'
  | 'vets'
  | 'rehoming'
  | 'breathing'
  | 'firstAid'
  | 'feeding'
  | 'grooming'
  | 'preventiveHealth'
  | 'financialAssistance'
  | 'communityCats'
  | 'feedback'
  | 'terms'
  | 'privacy'
  | 'about';

export type NavIcon = 'home' | 'emergency' | 'help' | 'care' | 'scissors' | 'heart';

export interface RouteMeta {
  id: RouteId;
  path: string;
  /** Page <title> (the site name is appended by the layout). */
  title: string;
  /** Friendly breadcrumb label (spec "Common layout"). */
  breadcrumb: string;
  /** Parent in the breadcrumb trail: the nested form /find-help/vets makes Find Help the parent of Vets. */
  parent?: RouteId;
  /** Text of the loading screen while the route's code loads. */
  loadingMessage?: string;
  /** Primary navigation tab, in order. */
  nav?: { label: string; icon: NavIcon };
  /** Old nested forms that redirect (replace) here. */
  aliases?: string[];
  /** Section ids other pages and search link to (/emergency#poisoning); each must exist on the page. */
  anchors?: string[];
  /**
   * The page also answers every path under its own (/check/go-now/breathing): one page whose steps are each a
   * prerendered URL, listed by the page's own data (src/entry-server.tsx adds them to the prerender list).
   */
  nested?: boolean;
  /** Tabs (?tab=) other pages and search link to; each must be a tab of the page. */
  tabs?: string[];
}

export const routes = {
  home: {
    id: 'home',
    path: '/',
    title: 'Free Cat Care Help for NYC Bodega Cats',
    breadcrumb: 'Home',
    nav: { label: 'Home', icon: 'home' },
  },
  search: {
    id: 'search',
    path: '/search',
    title: 'Search Cat Care Guides',
    breadcrumb: 'Search',
  },
  emergency: {
    id: 'emergency',
    path: '/emergency',
    title: 'Cat Emergency Help NYC — 24/7 Vets and First Steps',
    breadcrumb: 'Emergency Care',
    loadingMessage: 'Loading Emergency Information...',
    nav: { label: 'Emergency', icon: 'emergency' },
    // The spec's four, plus the situations the home page's one-tap cards open.
    anchors: ['breathing', 'bleeding', 'poisoning', 'emergency-vet', 'urinary', 'seizure', 'injury'],
  },
  check: {
    id: 'check',
    path: '/check',
    title: 'Is It an Emergency? Check in a Few Taps',
    breadcrumb: 'Is it an emergency?',
    parent: 'emergency',
    loadingMessage: 'Loading the emergency check...',
    nested: true,
  },
  findHelp: {
    id: 'findHelp',
    path: '/find-help',
    title: 'Find Affordable Cat Care in NYC',
    breadcrumb: 'Find Help',
    loadingMessage: 'Loading Help Resources...',
    nav: { label: 'Find Help', icon: 'help' },
  },
  dailyCare: {
    id: 'dailyCare',
    path: '/daily-care',
    title: 'Daily Care for Bodega Cats',
    breadcrumb: 'Daily Care',
    loadingMessage: 'Loading Daily Care Information...',
    nav: { label: 'Daily Care', icon: 'care' },
    anchors: ['sick-signs', 'litter', 'shop-safety', 'legal'],
  },
  spayNeuter: {
    id: 'spayNeuter',
    path: '/spay-neuter',
    title: 'Spay and Neuter Your Bodega Cat in NYC',
    breadcrumb: 'Spay/Neuter',
    nav: { label: 'Spay/Neuter', icon: 'scissors' },
    anchors: ['why', 'citywide', 'brooklyn', 'community-cats', 'costs', 'before-surgery', 'after-surgery'],
  },
  surrender: {
    id: 'surrender',
    path: '/surrender',
    title: 'Surrendering or Rehoming a Cat in NYC',
    breadcrumb: 'Surrender',
    nav: { label: 'Surrender', icon: 'heart' },
    tabs: ['options', 'alternatives', 'safety'],
  },
  workingWithRescues: {
    id: 'workingWithRescues',
    path: '/working-with-rescues',
    title: 'Working with Rescue Organizations',
    breadcrumb: 'Working with Rescues',
    parent: 'findHelp',
    anchors: [
      'what-rescues-offer',
      'bottom-line',
      'common-misunderstandings',
      'good-signs',
      'protecting-yourself',
      'questions-to-ask',
      'red-flags',
      'say-no',
      'say-yes',
      'when-rehoming-may-be-right',
    ],
  },
  behavioralWellness: {
    id: 'behavioralWellness',
    path: '/behavioral-wellness',
    title: 'Behavioral Wellness for Shop Cats',
    breadcrumb: 'Behavioral Wellness',
    parent: 'dailyCare',
    tabs: ['stress', 'enrichment', 'problems'],
  },
  vets: {
    id: 'vets',
    path: '/vets',
    title: 'NYC Veterinarians Directory',
    breadcrumb: 'Veterinarians',
    parent: 'findHelp',
    aliases: ['/find-help/vets'],
    anchors: ['emergency-hospitals', 'money-saving-tips'],
  },
  rehoming: {
    id: 'rehoming',
    path: '/rehoming',
    title: 'Rehoming Resources by Borough',
    breadcrumb: 'Rehoming',
    parent: 'findHelp',
    aliases: ['/find-help/rehoming'],
    anchors: ['reasons', 'surrender-process', 'self-rehoming', 'tips'],
  },
  breathing: {
    id: 'breathing',
    path: '/breathing',
    title: 'Cat Breathing Emergency',
    breadcrumb: 'Breathing Emergency',
    parent: 'emergency',
    anchors: ['critical-signs', 'warning-signs', 'dont', 'transport', 'causes', 'prevention'],
  },
  firstAid: {
    id: 'firstAid',
    path: '/first-aid',
    title: 'Emergency First Aid for Cats',
    breadcrumb: 'First Aid',
    parent: 'emergency',
    aliases: ['/emergency/first-aid'],
    // A topic's card opens from its anchor alone (components/content/first-aid-card.tsx).
    anchors: [
      'kit',
      'always-emergency',
      'vitals',
      'while-you-wait',
      'prevention',
      'topic-cuts-wounds',
      'topic-breathing',
      'topic-poisoning',
      'topic-seizures',
      'topic-burns',
      'topic-heat-stroke',
    ],
  },
  feeding: {
    id: 'feeding',
    path: '/feeding',
    title: 'Feeding Guide for Bodega Cats',
    breadcrumb: 'Feeding Guide',
    parent: 'dailyCare',
    aliases: ['/daily-care/feeding'],
    anchors: ['rules', 'foods', 'schedule', 'portions', 'special', 'food-safety', 'budget', 'well-fed'],
  },
  grooming: {
    id: 'grooming',
    path: '/grooming',
    title: 'Grooming Care for Shop Cats',
    breadcrumb: 'Grooming Care',
    parent: 'dailyCare',
    aliases: ['/daily-care/grooming'],
    tabs: ['daily', 'tools', 'bathing', 'problems', 'professional'],
  },
  preventiveHealth: {
    id: 'preventiveHealth',
    path: '/preventive-health',
    title: 'Preventive Health for Cats',
    breadcrumb: 'Preventive Health',
    parent: 'dailyCare',
    aliases: ['/daily-care/preventive-health'],
    tabs: ['vaccines', 'preventive', 'checkups', 'warning'],
  },
  financialAssistance: {
    id: 'financialAssistance',
    path: '/financial-assistance',
    title: 'Financial Assistance for Cat Care in NYC',
    breadcrumb: 'Financial Assistance',
    parent: 'findHelp',
    aliases: ['/find-help/financial-assistance'],
    anchors: ['help-paying', 'food', 'community-cats', 'fostering-crisis', 'domestic-violence'],
  },
  communityCats: {
    id: 'communityCats',
    path: '/community-cats',
    title: 'A Cat Outside Your Shop',
    breadcrumb: 'A Cat Outside Your Shop',
    parent: 'findHelp',
    anchors: ['stray', 'kittens', 'colony', 'lost-cat', 'working-cat'],
  },
  feedback: {
    id: 'feedback',
    path: '/feedback',
    title: 'Feedback',
    breadcrumb: 'Feedback',
  },
  terms: {
    id: 'terms',
    path: '/terms',
    title: 'Terms of Use',
    breadcrumb: 'Terms of Use',
  },
  privacy: {
    id: 'privacy',
    path: '/privacy',
    title: 'Privacy Policy',
    breadcrumb: 'Privacy Policy',
  },
  about: {
    id: 'about',
    path: '/about',
    title: 'About Bodega Cat Care NYC',
    breadcrumb: 'About',
  },
} as const satisfies Record<RouteId, RouteMeta>;

export const routeList: readonly RouteMeta[] = Object.values(routes);

export const navRoutes: readonly RouteMeta[] = routeList.filter((r) => r.nav);

/** Strip a trailing slash (but keep "/"), so /vets/ and /vets are the same page. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

export function routeForPath(pathname: string): RouteMeta | undefined {
  const path = normalizePath(pathname);
  return routeList.find((r) => r.path === path || (r.nested && path.startsWith(`${r.path}/`)));
}

/** Trail from Home to the route, following `parent` (the nested path's segments). */
export function breadcrumbTrail(route: RouteMeta): RouteMeta[] {
  const trail: RouteMeta[] = [];
  let current: RouteMeta | undefined = route;
  while (current && current.id !== 'home') {
    trail.unshift(current);
    current = current.parent ? routes[current.parent] : undefined;
  }
  return [routes.home, ...trail];
}

/** The nav tab a route belongs to: itself, or the nearest ancestor that is a tab. */
export function navSectionFor(route: RouteMeta): RouteId | undefined {
  let current: RouteMeta | undefined = route;
  while (current) {
    if (current.nav) return current.id;
    current = current.parent ? routes[current.parent] : undefined;
  }
  return undefined;
}

/** Every deep-link target the site promises: /path#anchor. */
export const routeAnchors: readonly { route: RouteMeta; anchor: string }[] = routeList.flatMap((route) =>
  (route.anchors ?? []).map((anchor) => ({ route, anchor })),
);

export const aliasRedirects: readonly { from: string; to: string }[] = routeList.flatMap((r) =>
  (r.aliases ?? []).map((from) => ({ from, to: r.path })),
);
