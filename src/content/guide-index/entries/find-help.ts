// Finding help: low-cost vets by borough, community cats, found kittens, a lost cat, the help directory. Part of the
// guide index (../entries.ts).
import type { GuideEntry } from '../../../core/search/types.ts';
import { boroughPlaces } from '../../borough-places.ts';
import dataLines from '../data-lines.json' with { type: 'json' };
import { guideLink, queryLink } from '../../../config/guide-link.ts';

const { boroughs } = dataLines;

export const findHelpEntries: readonly GuideEntry[] = [
  {
    id: 'low-cost-vets-manhattan',
    title: 'Low-Cost Vets in Manhattan',
    description: 'Clinics in Manhattan with reduced fees, and the 24/7 animal hospitals there.',
    section: 'Find Help',
    icon: 'mapPin',
    path: queryLink('vets', { location: 'manhattan', q: 'cheap' }),
    urgency: 'normal',
    keywords: ['manhattan', 'low cost vet', 'cheap vet', 'clinic', 'affordable vet'],
    synonyms: [...boroughPlaces.Manhattan, 'manhatan'],
    content: boroughs.Manhattan,
  },
  {
    id: 'low-cost-vets-brooklyn',
    title: 'Low-Cost Vets in Brooklyn',
    description: 'Clinics in Brooklyn with reduced fees, and the 24/7 animal hospitals there.',
    section: 'Find Help',
    icon: 'mapPin',
    path: queryLink('vets', { location: 'brooklyn', q: 'cheap' }),
    urgency: 'normal',
    keywords: ['brooklyn', 'low cost vet', 'cheap vet', 'clinic', 'affordable vet'],
    synonyms: [...boroughPlaces.Brooklyn, 'brookyn'],
    content: boroughs.Brooklyn,
  },
  {
    id: 'low-cost-vets-queens',
    title: 'Low-Cost Vets in Queens',
    description: 'Clinics in Queens with reduced fees, and where to go in an emergency.',
    section: 'Find Help',
    icon: 'mapPin',
    path: queryLink('vets', { location: 'queens', q: 'cheap' }),
    urgency: 'normal',
    keywords: ['queens', 'low cost vet', 'cheap vet', 'clinic', 'affordable vet'],
    synonyms: [...boroughPlaces.Queens, 'qns'],
    content: boroughs.Queens,
  },
  {
    id: 'low-cost-vets-bronx',
    title: 'Low-Cost Vets in the Bronx',
    description: 'Clinics in the Bronx with reduced fees, and where to go in an emergency.',
    section: 'Find Help',
    icon: 'mapPin',
    path: queryLink('vets', { location: 'bronx', q: 'cheap' }),
    urgency: 'normal',
    keywords: ['bronx', 'low cost vet', 'cheap vet', 'clinic', 'affordable vet'],
    synonyms: [...boroughPlaces.Bronx, 'bronks'],
    content: boroughs.Bronx,
  },
  {
    id: 'community-cats',
    title: 'A Cat Outside Your Shop',
    description:
      'A stray at the door, kittens found, a feral colony or a lost cat: what to do first and who helps in NYC.',
    section: 'Find Help',
    icon: 'help',
    path: '/community-cats',
    urgency: 'normal',
    keywords: ['stray cat', 'community cats', 'cat outside', 'outdoor cat', 'not my cat'],
    synonyms: ['stray at the door', 'cat outside my store', 'street cat', 'gato callejero', 'gato de la calle'],
    content:
      'The city shelter does not pick up healthy strays. Check for a tag, a microchip or a tipped ear; call 311 for a sick or injured animal on the street.',
  },
  {
    id: 'found-kittens',
    title: 'Found Kittens Outside',
    description: 'When to leave kittens with their mother, when to act, and who takes them.',
    section: 'Find Help',
    icon: 'help',
    path: '/community-cats#kittens',
    urgency: 'normal',
    keywords: ['found kittens', 'kittens outside', 'baby kittens', 'abandoned kittens', 'litter of kittens'],
    synonyms: ['kittens behind the boxes', 'kittens in the alley', 'encontre gatitos', 'gatitos en la calle'],
    content:
      'Don’t take kittens from their mother: watch from a distance for a few hours. Kittens under 3 weeks need warmth and kitten milk replacer, never cow’s milk.',
  },
  {
    id: 'feral-colony',
    title: 'A Feral Cat Colony by Your Shop',
    description: 'Trap-neuter-return, TNR certification and trap loans, and registering the colony.',
    section: 'Find Help',
    icon: 'help',
    path: '/community-cats#colony',
    urgency: 'normal',
    keywords: ['feral cats', 'feral colony', 'colony', 'tnr certification', 'trap loan'],
    synonyms: ['feral cats outside my store', 'wild cats', 'gatos ferales', 'colonia de gatos', 'cat stats'],
    content:
      'TNR is the recommended way to care for feral cats. Free certification training and humane trap loans are available; register the colony so an ear-tipped cat can be traced back to you.',
  },
  {
    id: 'lost-cat',
    title: 'Lost Cat',
    description: 'Find a missing shop cat: the shelter’s lost and found, photo matching, flyers and microchips.',
    section: 'Find Help',
    icon: 'help',
    path: '/community-cats#lost-cat',
    urgency: 'normal',
    keywords: ['lost cat', 'missing cat', 'lost and found', 'cat ran away', 'microchip'],
    synonyms: [
      'lost my cat',
      'cat is missing',
      'cat disappeared',
      'perdi mi gato',
      'gato perdido',
      'se perdio el gato',
    ],
    content:
      'Report the cat on Petco Love Lost with a clear face photo, search within a mile and visit the shelter’s care centers: strays are held three days.',
  },
  {
    id: 'vet-directory',
    title: 'NYC Veterinarians Directory',
    description: 'Emergency hospitals and vets in all five boroughs, including Staten Island, sorted by cost.',
    section: 'Find Help',
    icon: 'search',
    path: guideLink('vets'),
    urgency: 'normal',
    keywords: ['vet', 'veterinarian', 'directory', 'staten island', 'find a vet'],
    synonyms: ['vets', 'doctor', 'animal doctor', 'vet near me', 'vett', 'veterinary'],
    content:
      'Find a vet by borough or neighborhood. Each listing says how recently its phone and address were confirmed. Call ahead before you go.',
  },
  {
    id: 'find-help',
    title: 'Find Affordable Cat Care',
    description: 'Where to start when you need a vet, money for care, spay/neuter or a new home for a cat.',
    section: 'Find Help',
    icon: 'help',
    path: guideLink('findHelp'),
    urgency: 'normal',
    keywords: ['help', 'resources', 'affordable care'],
    synonyms: ['where to go', 'who can help', 'resources nyc'],
    content:
      'Low-cost vets, financial assistance, spay/neuter programs, rehoming and rescues for NYC shop and community cats.',
  },
];
