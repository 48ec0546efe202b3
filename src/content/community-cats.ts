import communityCatsData from './data/community-cats.json' with { type: 'json' };
import fosteringData from './data/fostering.json' with { type: 'json' };
import lostAndFoundData from './data/lost-and-found.json' with { type: 'json' };
import regulationsData from './data/regulations.json' with { type: 'json' };
import tnrData from './data/tnr.json' with { type: 'json' };
import { mustFindResource, withDialablePhone } from './org-lookup.ts';
import type { CommunityCatSource } from './pages/community-cats.ts';
import type { Resource } from './resource-schema.ts';

// The sourced records behind /community-cats: each guide a step cites and each organisation the page lists, by
// the key the page's copy uses (./pages/community-cats.ts). A missing record stops the build (org-lookup.ts).

const find = (data: unknown, id: string) => withDialablePhone(mustFindResource(data as Resource[], id));

export const communityCatSources: Readonly<Record<CommunityCatSource, Resource>> = {
  accCommunityCats: find(communityCatsData, 'acc-outdoor-kittens-cats-community-cat-guidance-and-contact-'),
  accKittens: find(communityCatsData, 'found-kittens-outside-what-to-do-acc-don-t-kit-nap-guidance'),
  hardHatCats: find(communityCatsData, 'hard-hat-cats-working-cat-placement-for-cats-who-cannot-be-p'),
  barnCats: find(communityCatsData, 'puppykittynyc-barn-cat-initiative-relocating-nyc-feral-cats-'),
  accLostFound: find(lostAndFoundData, 'acc-lost-found-lost-or-found-cat'),
  petcoLoveLost: find(lostAndFoundData, 'petco-love-lost-free-national-lost-found-pet-database-used-b'),
  colonyAlerts: find(lostAndFoundData, 'eartipped-cat-taken-to-acc-colony-reunification-alerts-neigh'),
  accFoster: find(fosteringData, 'acc-foster-program-become-a-foster-kittens-under-8-weeks-and'),
  aspcaKittenNursery: find(fosteringData, 'aspca-kitten-nursery-kitten-foster-program-neonatal-kittens-'),
  feralCatInitiative: find(tnrData, 'nyc-feral-cat-initiative-fci-operated-by-bideawee'),
  neighborhoodCats: find(tnrData, 'neighborhood-cats'),
  flatbushPilot: find(tnrData, 'council-funded-low-cost-spay-neuter-pilot-at-flatbush-vet-fo'),
  outdoorCatLaw: find(regulationsData, 'nyc-administrative-code-17-804-d-17-806-cats-allowed-outdoor'),
};
