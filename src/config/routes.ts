// The one route registry (docs/conventions.md #3). It feeds the router, the nav tabs, the breadcrumbs, page
// titles and descriptions, loading screens, and later the sitemap, prerender list and link checker.
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
  description: string;
  /** Friendly breadcrumb label (spec "Common layout"). */
  breadcrumb: string;
  /** Parent in the breadcrumb trail: the nested form /find-help/vets makes Find Help the parent of Vets. */
  parent?: RouteId;
  /** Text of the loading screen while the route's code loads. */
  loadingMessage?: string;
  /** Primary navigation tab, in order. */
  nav?: { label: string; icon: NavIcon };
  /** The three hubs also declare keywords and structured data. */
  keywords?: string[];
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
    description:
      'Free, plain-language help for NYC bodega and shop cat caretakers: emergency steps, 24/7 vets, low-cost clinics, costs, daily care and rescue advice.',
    breadcrumb: 'Home',
    nav: { label: 'Home', icon: 'home' },
  },
  search: {
    id: 'search',
    path: '/search',
    title: 'Search Cat Care Guides',
    description: 'Search every Bodega Cat Care NYC guide: emergencies, vets, costs, feeding, spay/neuter and more.',
    breadcrumb: 'Search',
  },
  emergency: {
    id: 'emergency',
    path: '/emergency',
    title: 'Cat Emergency Help NYC — 24/7 Vets and First Steps',
    description:
      'What to do right now if your cat can’t breathe, is bleeding or was poisoned, and the NYC animal hospitals open 24/7.',
    breadcrumb: 'Emergency Care',
    loadingMessage: 'Loading Emergency Information...',
    nav: { label: 'Emergency', icon: 'emergency' },
    // The spec's four, plus the situations the home page's one-tap cards open.
    anchors: ['breathing', 'bleeding', 'poisoning', 'emergency-vet', 'urinary', 'seizure', 'injury'],
    keywords: [
      'cat emergency NYC',
      '24/7 emergency vet New York',
      'cat breathing problems',
      'cat poisoning',
      'cat bleeding',
      'bodega cat',
    ],
  },
  check: {
    id: 'check',
    path: '/check',
    title: 'Is It an Emergency? Check in a Few Taps',
    description:
      'Not sure if your cat needs a vet now? Answer a few taps to know whether to go to a 24/7 hospital now, see a vet within a day, or care at home.',
    breadcrumb: 'Is it an emergency?',
    parent: 'emergency',
    loadingMessage: 'Loading the emergency check...',
    nested: true,
  },
  findHelp: {
    id: 'findHelp',
    path: '/find-help',
    title: 'Find Affordable Cat Care in NYC',
    description:
      'Low-cost vets, financial assistance, spay/neuter programs, rehoming and rescues for NYC bodega and community cats.',
    breadcrumb: 'Find Help',
    loadingMessage: 'Loading Help Resources...',
    nav: { label: 'Find Help', icon: 'help' },
    keywords: ['low cost vet NYC', 'cheap vet Brooklyn', 'cat financial assistance', 'NYC cat rescue', 'bodega cat'],
  },
  dailyCare: {
    id: 'dailyCare',
    path: '/daily-care',
    title: 'Daily Care for Bodega Cats',
    description:
      'Feeding, litter, grooming, vaccines and warning signs for cats living in NYC shops, plus the rules that apply to shop cats.',
    breadcrumb: 'Daily Care',
    loadingMessage: 'Loading Daily Care Information...',
    nav: { label: 'Daily Care', icon: 'care' },
    anchors: ['sick-signs', 'litter', 'shop-safety', 'legal'],
    keywords: ['bodega cat care', 'cat feeding guide', 'cat litter', 'cat vaccines NYC', 'shop cat rules NYC'],
  },
  spayNeuter: {
    id: 'spayNeuter',
    path: '/spay-neuter',
    title: 'Spay and Neuter Your Bodega Cat in NYC',
    description: 'Free and low-cost spay/neuter in NYC, how to prepare and how to care for your cat after surgery.',
    breadcrumb: 'Spay/Neuter',
    nav: { label: 'Spay/Neuter', icon: 'scissors' },
    anchors: ['why', 'citywide', 'brooklyn', 'community-cats', 'costs', 'before-surgery', 'after-surgery'],
  },
  surrender: {
    id: 'surrender',
    path: '/surrender',
    title: 'Surrendering or Rehoming a Cat in NYC',
    description: 'Shelters, alternatives to surrender and how to rehome a cat safely in New York City.',
    breadcrumb: 'Surrender',
    nav: { label: 'Surrender', icon: 'heart' },
    tabs: ['options', 'alternatives', 'safety'],
  },
  workingWithRescues: {
    id: 'workingWithRescues',
    path: '/working-with-rescues',
    title: 'Working with Rescue Organizations',
    description: 'What rescues can offer a shop cat, good signs, red flags and questions to ask.',
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
    description: 'Signs of stress, enrichment ideas and solutions to common behavior problems for cats in shops.',
    breadcrumb: 'Behavioral Wellness',
    parent: 'dailyCare',
    tabs: ['stress', 'enrichment', 'problems'],
  },
  vets: {
    id: 'vets',
    path: '/vets',
    title: 'NYC Veterinarians Directory',
    description:
      'Emergency hospitals and low-cost vets in all five boroughs, with how recently each listing was confirmed.',
    breadcrumb: 'Veterinarians',
    parent: 'findHelp',
    aliases: ['/find-help/vets'],
    anchors: ['emergency-hospitals', 'money-saving-tips'],
  },
  rehoming: {
    id: 'rehoming',
    path: '/rehoming',
    title: 'Rehoming Resources by Borough',
    description: 'NYC rescue and rehoming organizations by borough, and how to rehome a cat safely.',
    breadcrumb: 'Rehoming',
    parent: 'findHelp',
    aliases: ['/find-help/rehoming'],
    anchors: ['reasons', 'surrender-process', 'self-rehoming', 'tips'],
  },
  breathing: {
    id: 'breathing',
    path: '/breathing',
    title: 'Cat Breathing Emergency',
    description: 'Signs that a cat’s breathing is an emergency, what not to do and how to get to a 24/7 vet.',
    breadcrumb: 'Breathing Emergency',
    parent: 'emergency',
    anchors: ['critical-signs', 'warning-signs', 'dont', 'transport', 'causes', 'prevention'],
  },
  firstAid: {
    id: 'firstAid',
    path: '/first-aid',
    title: 'Emergency First Aid for Cats',
    description: 'Step-by-step first aid for wounds, breathing trouble, poisoning, seizures, burns and heat stroke.',
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
    description: 'What, when and how much to feed a shop cat, foods that are poisonous and how to save money.',
    breadcrumb: 'Feeding Guide',
    parent: 'dailyCare',
    aliases: ['/daily-care/feeding'],
    anchors: ['rules', 'foods', 'schedule', 'portions', 'special', 'food-safety', 'budget', 'well-fed'],
  },
  grooming: {
    id: 'grooming',
    path: '/grooming',
    title: 'Grooming Care for Shop Cats',
    description: 'Daily grooming, tools, bathing, troubleshooting and professional grooming prices in NYC.',
    breadcrumb: 'Grooming Care',
    parent: 'dailyCare',
    aliases: ['/daily-care/grooming'],
    tabs: ['daily', 'tools', 'bathing', 'problems', 'professional'],
  },
  preventiveHealth: {
    id: 'preventiveHealth',
    path: '/preventive-health',
    title: 'Preventive Health for Cats',
    description: 'Vaccines, health checks, preventive care costs and early warning signs for shop cats.',
    breadcrumb: 'Preventive Health',
    parent: 'dailyCare',
    aliases: ['/daily-care/preventive-health'],
    tabs: ['vaccines', 'preventive', 'checkups', 'warning'],
  },
  financialAssistance: {
    id: 'financialAssistance',
    path: '/financial-assistance',
    title: 'Financial Assistance for Cat Care in NYC',
    description: 'Free and low-cost clinics, emergency funds, pet food pantries and other help paying for cat care.',
    breadcrumb: 'Financial Assistance',
    parent: 'findHelp',
    aliases: ['/find-help/financial-assistance'],
    anchors: ['help-paying', 'food', 'community-cats', 'fostering-crisis', 'domestic-violence'],
  },
  communityCats: {
    id: 'communityCats',
    path: '/community-cats',
    title: 'A Cat Outside Your Shop',
    description:
      'A stray at the door, kittens behind the boxes, a feral colony in the lot or a lost cat: what to do in NYC and who helps.',
    breadcrumb: 'A Cat Outside Your Shop',
    parent: 'findHelp',
    anchors: ['stray', 'kittens', 'colony', 'lost-cat', 'working-cat'],
  },
  feedback: {
    id: 'feedback',
    path: '/feedback',
    title: 'Feedback',
    description: 'Recommend a vet or resource, report wrong information or suggest an improvement.',
    breadcrumb: 'Feedback',
  },
  terms: {
    id: 'terms',
    path: '/terms',
    title: 'Terms of Use',
    description: 'Terms of use for Bodega Cat Care NYC, an educational resource.',
    breadcrumb: 'Terms of Use',
  },
  privacy: {
    id: 'privacy',
    path: '/privacy',
    title: 'Privacy Policy',
    description: 'What Bodega Cat Care NYC collects, why, and your rights.',
    breadcrumb: 'Privacy Policy',
  },
  about: {
    id: 'about',
    path: '/about',
    title: 'About Bodega Cat Care NYC',
    description: 'Our mission, who we serve, how we check our information and how to reach us.',
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
