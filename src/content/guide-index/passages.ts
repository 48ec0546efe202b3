import { guideLink, tabLink, type RouteAnchor, type RouteTab } from '../../config/guide-link.ts';
import type { RouteId } from '../../config/routes.ts';
import { pageOf } from '../../core/search/links.ts';
import { behavioralWellnessPage } from '../pages/behavioral-wellness.ts';
import { communityCatsPage } from '../pages/community-cats.ts';
import { breathingPage } from '../pages/breathing.ts';
import { dailyCarePage } from '../pages/daily-care.ts';
import { emergencyPage } from '../pages/emergency.ts';
import { feedingPage } from '../pages/feeding.ts';
import { firstAidPage, firstAidTopics } from '../pages/first-aid.ts';
import { groomingPage } from '../pages/grooming.ts';
import { preventiveHealthPage } from '../pages/preventive-health.ts';
import { rehomingPage } from '../pages/rehoming.ts';
import { spayNeuterPage } from '../pages/spay-neuter.ts';
import { alternativeOptions, surrenderPage } from '../pages/surrender.ts';
import { vetsPage } from '../pages/vets.ts';
import { rescueGuideSections, workingWithRescuesPage } from '../pages/working-with-rescues.ts';
import { brooklynSpayNeuterProviders, citywideSpayNeuterProviders } from '../spay-neuter-providers.ts';
import type { SpayNeuterProvider } from '../spay-neuter-providers.ts';

// Every guide's text as passages the assistant can quote: paragraphs, list items and table rows, read from the
// same content modules the pages render, each with the link to its section. A section is an element id on the
// page (`/spay-neuter#costs`) or a tab (`/grooming?tab=problems`); passages.test.ts renders each page and
// checks that every id exists.

export interface GuidePassage {
  /** The section's link: a route path with `#id` or `?tab=`. */
  path: string;
  /** The page's name, as in its heading. */
  page: string;
  /** The section's heading. */
  section: string;
  /** One paragraph, list item or table row, in plain words. */
  text: string;
  /** Passages from the emergency guides are marked, so answers to other questions can leave them out. */
  emergency: boolean;
}

/** Keys that hold labels, ids and links, not guide text. */
const SKIP_KEY =
  /^(?:id|icon|route|urgency|guide|labels?|tabs|tabsLabel|defaultTab|severityLabels)$|Label$|Heading$|^cta$|Link$/;

/** The strings of a content value, one per paragraph or list item; an object in a list becomes one row. */
function textsOf(value: unknown, key = ''): string[] {
  if (SKIP_KEY.test(key)) return [];
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value))
    return value.flatMap((item) =>
      typeof item === 'object' && item !== null && !Array.isArray(item)
        ? [rowOf(item as Record<string, unknown>)]
        : textsOf(item),
    );
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([k, v]) =>
      /title$/i.test(k) && k !== 'title' ? [] : k === 'title' ? [] : textsOf(v, k),
    );
  }
  return [];
}

/** A table row or card as one line: "Wet food (cans or pouches): Adds water to the diet…". */
function rowOf(row: Record<string, unknown>): string {
  const parts = Object.entries(row)
    .filter(([k]) => !SKIP_KEY.test(k))
    .map(([, v]) =>
      Array.isArray(v)
        ? v
            .map((x) =>
              typeof x === 'string'
                ? x
                : typeof x === 'object' && x !== null
                  ? rowOf(x as Record<string, unknown>)
                  : '',
            )
            .join('; ')
        : typeof v === 'string'
          ? v
          : '',
    )
    .filter(Boolean);
  const [head, ...rest] = parts;
  return rest.length > 0 ? `${head}: ${rest.join('. ')}` : (head ?? '');
}

const providerRow = (p: SpayNeuterProvider) =>
  [
    `${p.name}: ${p.description}`,
    p.cost ? `Cost: ${p.cost}` : '',
    p.eligibility ? `Who qualifies: ${p.eligibility}` : '',
    p.phone ? `Phone ${p.phone}.` : '',
  ]
    .filter(Boolean)
    .join(' ');

/** A section of route R: an element id the registry declares, or one of its tabs. */
type SectionSource<R extends RouteId> = (
  { anchor: RouteAnchor<R>; tab?: never } | { tab: RouteTab<R>; anchor?: never }
) & {
  title: string;
  content: unknown;
  /**
   * The preparation sections of an emergency guide (the kit, normal vital signs, prevention, what to do while
   * waiting for the vet) are read before anything happens: they answer everyday questions, so they are not
   * marked as emergency passages.
   */
  preparation?: boolean;
};

function page<R extends RouteId>(
  route: R,
  name: string,
  emergency: boolean,
  sections: readonly SectionSource<R>[],
): GuidePassage[] {
  return sections.flatMap(({ anchor, tab, title, content, preparation = false }) =>
    textsOf(content).map((text) => ({
      path: tab ? tabLink(route, tab) : guideLink(route, anchor),
      page: name,
      section: title,
      text,
      emergency: emergency && !preparation,
    })),
  );
}

const f = feedingPage;
const sn = spayNeuterPage;
const dc = dailyCarePage;
const g = groomingPage;
const ph = preventiveHealthPage;
const bw = behavioralWellnessPage;
const br = breathingPage;
const fa = firstAidPage;
const rh = rehomingPage;
const sp = surrenderPage;

export const guidePassages: readonly GuidePassage[] = [
  ...page('feeding', 'Feeding guide', false, [
    { anchor: 'rules', title: f.rules.title, content: f.rules },
    { anchor: 'foods', title: f.foods.title, content: f.foods },
    { anchor: 'schedule', title: f.schedule.title, content: f.schedule },
    { anchor: 'portions', title: f.portions.title, content: f.portions },
    { anchor: 'special', title: f.special.title, content: f.special },
    { anchor: 'food-safety', title: f.safety.title, content: f.safety },
    { anchor: 'budget', title: f.budget.title, content: f.budget },
    { anchor: 'well-fed', title: f.wellFed.title, content: f.wellFed },
  ]),
  ...page('spayNeuter', 'Spay/neuter guide', false, [
    { anchor: 'why', title: sn.why.title, content: sn.why },
    {
      anchor: 'citywide',
      title: sn.citywide.title,
      content: [sn.citywide.intro, ...citywideSpayNeuterProviders.map(providerRow)],
    },
    {
      anchor: 'brooklyn',
      title: sn.brooklyn.title,
      content: [sn.brooklyn.intro, ...brooklynSpayNeuterProviders.map(providerRow)],
    },
    { anchor: 'community-cats', title: sn.communityCats.title, content: sn.communityCats },
    { anchor: 'costs', title: sn.costs.title, content: [sn.costs.items, sn.costs.intro, sn.documents.items] },
    { anchor: 'before-surgery', title: sn.preSurgery.title, content: sn.preSurgery },
    {
      anchor: 'after-surgery',
      title: sn.postSurgery.title,
      content: [sn.postSurgery.items, sn.emergency.title, sn.emergency.items],
    },
  ]),
  ...page('dailyCare', 'Daily care', false, [
    {
      anchor: 'sick-signs',
      title: dc.sickSigns.title,
      content: [dc.sickSigns.intro, ph.warning.early, ph.warning.soon],
    },
    { anchor: 'litter', title: dc.litter.title, content: dc.litter },
    { anchor: 'shop-safety', title: dc.shopSafety.title, content: dc.shopSafety },
    { anchor: 'legal', title: dc.legal.title, content: [dc.legal.intro, dc.legal.today] },
  ]),
  ...page('grooming', 'Grooming guide', false, [
    { tab: 'daily', title: g.daily.title, content: g.daily },
    { tab: 'tools', title: g.tools.title, content: g.tools },
    { tab: 'bathing', title: g.bathing.title, content: g.bathing },
    { tab: 'problems', title: g.problems.title, content: g.problems },
    { tab: 'professional', title: g.professional.title, content: g.professional },
  ]),
  ...page('preventiveHealth', 'Preventive health', false, [
    { tab: 'vaccines', title: ph.vaccines.title, content: ph.vaccines },
    { tab: 'checkups', title: ph.checkups.title, content: ph.checkups },
    { tab: 'preventive', title: ph.preventive.title, content: ph.preventive },
    { tab: 'warning', title: ph.warning.title, content: ph.warning },
  ]),
  ...page('behavioralWellness', 'Behavior and wellness', false, [
    { tab: 'stress', title: bw.stress.title, content: bw.stress },
    { tab: 'enrichment', title: bw.enrichment.title, content: bw.enrichment },
    { tab: 'problems', title: bw.problems.title, content: [bw.problems, bw.professionalHelp.body] },
  ]),
  ...page('rehoming', 'Rehoming', false, [
    { anchor: 'reasons', title: rh.reasons.title, content: rh.reasons },
    { anchor: 'surrender-process', title: rh.process.title, content: rh.process },
    { anchor: 'self-rehoming', title: rh.selfRehoming.title, content: rh.selfRehoming },
    { anchor: 'tips', title: rh.tips.title, content: rh.tips },
  ]),
  ...page('surrender', 'Surrender', false, [
    { tab: 'options', title: sp.options.title, content: sp.options },
    { tab: 'alternatives', title: sp.alternatives.title, content: [sp.alternatives.intro, alternativeOptions] },
    { tab: 'safety', title: sp.safety.title, content: sp.safety },
  ]),
  ...page(
    'communityCats',
    'A cat outside your shop',
    false,
    communityCatsPage.sections.map((s) => ({
      anchor: s.id,
      title: s.title,
      content: [s.intro, ...s.steps.map((step) => step.text)],
    })),
  ),
  ...page('workingWithRescues', 'Working with rescues', false, [
    ...rescueGuideSections.map((s) => ({ anchor: s.id, title: s.title, content: s })),
    {
      anchor: 'bottom-line',
      title: workingWithRescuesPage.bottomLine.title,
      content: workingWithRescuesPage.bottomLine,
    },
  ]),
  // The vet directory is data, not prose: only its tips are passages (the index's vet entries cover the rest).
  ...page('vets', 'Find a vet', false, [
    { anchor: vetsPage.tips.id, title: vetsPage.tips.title, content: vetsPage.tips.items },
  ]),
  ...page(
    'emergency',
    'Emergency care',
    true,
    emergencyPage.situations.map((s) => ({ anchor: s.id, title: s.title, content: s })),
  ),
  ...page('breathing', br.title, true, [
    { anchor: 'critical-signs', title: br.critical.title, content: br.critical },
    { anchor: 'warning-signs', title: br.warning.title, content: br.warning },
    { anchor: 'dont', title: br.dont.title, content: br.dont },
    { anchor: 'transport', title: br.transport.title, content: br.transport },
    { anchor: 'causes', title: br.causes.title, content: br.causes },
    { anchor: 'prevention', title: br.prevention.title, content: br.prevention, preparation: true },
  ]),
  ...page('firstAid', fa.title, true, [
    ...firstAidTopics.map((t) => ({ anchor: `topic-${t.id}` as const, title: t.title, content: t })),
    { anchor: 'always-emergency', title: fa.alwaysEmergency.title, content: fa.alwaysEmergency },
    { anchor: 'vitals', title: fa.vitals.title, content: fa.vitals, preparation: true },
    { anchor: 'kit', title: fa.kit.title, content: fa.kit, preparation: true },
    { anchor: 'prevention', title: fa.prevention.title, content: fa.prevention, preparation: true },
    // Asked before a visit ("what do I do till we get there?") as often as in an emergency, and nothing in it
    // alarms: it answers everyday questions too.
    { anchor: 'while-you-wait', title: fa.whileYouWait.title, content: fa.whileYouWait, preparation: true },
  ]),
];

/** Pages whose prose is all in the passages above (the vet directory's is not). */
export const pagesWithPassages: ReadonlySet<string> = new Set(
  guidePassages.map((p) => pageOf(p.path)).filter((path) => path !== '/vets'),
);
