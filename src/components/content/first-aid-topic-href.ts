import { routes } from '@/config/routes';
import type { FirstAidTopicId } from '@/content/pages/first-aid';

// Links into /first-aid, apart from its cards: a page that links to a topic doesn't import the cards, which read
// the first-aid copy (src/config/route-content-modules.test.ts).

export const TOPIC_PARAM = 'topic';

/** Element id of a topic's card, so a link can scroll to it. */
export const firstAidCardId = (topic: string) => `topic-${topic}`;

/** A link that opens one first-aid topic and scrolls to it: /first-aid?topic=seizures#topic-seizures. */
export function firstAidTopicHref(topic: FirstAidTopicId): string {
  return `${routes.firstAid.path}?${TOPIC_PARAM}=${encodeURIComponent(topic)}#${firstAidCardId(topic)}`;
}
