// Links about a listing that need no page around them: directions to its address and the feedback form pre-set to
// report it. Pure, so the listing components and the end-to-end tests share them.
import { routes } from '../config/routes.ts';
import type { Resource } from './resources.ts';

/** A maps search for an address (opens in a new tab; no coordinates or API key needed). */
export function directionsHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** The feedback form pre-set to a resource report about this listing. */
export function reportWrongInfoHref(resource: Pick<Resource, 'name' | 'website'>): string {
  const params = new URLSearchParams({ type: 'resource', subject: `Wrong info: ${resource.name}` });
  if (resource.website) params.set('resourceUrl', resource.website);
  return `${routes.feedback.path}?${params.toString()}`;
}
