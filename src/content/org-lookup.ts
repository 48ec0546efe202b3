import { phonesIn } from '../core/phone.ts';
import type { Resource } from './resource-schema.ts';

/** The record with this id, or a build-time error: a page must never silently drop an organisation it names. */
export function mustFindResource(list: readonly Resource[], id: string): Resource {
  const found = list.find((r) => r.id === id);
  if (!found) throw new Error(`Resource "${id}" is missing from the content data`);
  return found;
}

/**
 * The record with its phone cut to the first dialable number. Some data phones carry a vanity spelling or a
 * second number ("(877) 772-9692 (877-SPAY-NYC)"), and a `tel:` link built from all their digits would dial
 * a wrong, 13-digit number. The verification level is unchanged: it is the same sourced number.
 */
export function withDialablePhone(resource: Resource): Resource {
  if (!resource.phone) return resource;
  const [first] = phonesIn(resource.phone);
  return first && first !== resource.phone ? { ...resource, phone: first } : resource;
}
