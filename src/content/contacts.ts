import type { Resource } from './resource-schema.ts';
// Its record alone, copied from data/emergency-hospitals.json by scripts/gen-emergency-contact.mjs: the layout
// shows it on every page, and the whole hospital list would be in every page's first load.
import amcRecord from './emergency-contact.json' with { type: 'json' };
import { phoneDisplay } from './resources.ts';

const amc = amcRecord as Resource;
if (phoneDisplay(amc) !== 'call' || !amc.phone || !amc.is24h) {
  throw new Error('The sticky emergency number must be a verified 24/7 phone');
}

/**
 * The 24/7 number in the sticky emergency bar and everywhere the site says "call now"
 * (docs/data-rules.md, "What may be shown": the Schwarzman Animal Medical Center, open 24/7).
 */
export const emergencyContact = {
  name: amc.name,
  shortName: 'Animal Medical Center',
  phone: amc.phone,
  address: amc.address,
  resource: amc,
} as const;
