// Working with rescues and rehoming a cat. Part of the guide index (../entries.ts).
import type { GuideEntry } from '../../../core/search/types.ts';
import { guideLink, tabLink } from '../../../config/guide-link.ts';

export const rescueEntries: readonly GuideEntry[] = [
  {
    id: 'working-with-rescues',
    title: 'Working with Rescue Organizations',
    description: 'What rescues can offer a shop cat, good signs, red flags and questions to ask.',
    section: 'Working with Rescues',
    icon: 'heart',
    path: guideLink('workingWithRescues'),
    urgency: 'normal',
    keywords: ['rescue', 'rescue organization', 'tnr', 'trap neuter return', 'red flags'],
    synonyms: ['rescues', 'rescue group', 'feral', 'stray', 'community cat', 'trap', 'rescue wants my cat'],
    content:
      'Good rescues offer free medical care, supplies, temporary care and trap-neuter-return. Red flags: pressure, no contract, no follow-up. Ask questions before you say yes.',
  },
  {
    id: 'what-rescues-offer',
    title: 'What Rescues Can Offer a Shop Cat',
    description: 'Free medical care, supplies, foster care and TNR, often without taking the cat away.',
    section: 'Working with Rescues',
    icon: 'heart',
    path: guideLink('workingWithRescues', 'what-rescues-offer'),
    urgency: 'normal',
    keywords: ['rescue help', 'free medical care', 'foster', 'supplies'],
    synonyms: ['rescue group', 'what rescues do', 'help from a rescue', 'rescate'],
    content:
      'Many rescues help shop cats without taking them away: spay/neuter, vaccines and checkups, help getting a hurt cat to a vet, food and litter, a foster home, TNR.',
  },
  {
    id: 'rehoming',
    title: 'Rehoming Resources by Borough',
    description: 'Rescue and rehoming groups in each borough, and how to find a cat a safe new home.',
    section: 'Working with Rescues',
    icon: 'heart',
    path: guideLink('rehoming'),
    urgency: 'normal',
    keywords: ['rehoming', 'rehome', 'new home', 'adoption', 'foster'],
    synonyms: ['give away', 'adopt out', "can't keep", 'cant keep', 'find home', 'rehomeing', 'moving'],
    content:
      'Rehoming through a rescue or with a small fee ($50-150) screens out people who would harm the cat. Meet adopters in person and ask for references.',
  },
  {
    id: 'surrender',
    title: 'Surrendering a Cat',
    description: 'Shelter options, wait times, what to bring, and alternatives to surrender.',
    section: 'Working with Rescues',
    icon: 'heart',
    path: guideLink('surrender'),
    urgency: 'normal',
    keywords: ['surrender', 'shelter', 'acc', 'give up'],
    synonyms: ['surender', 'drop off', 'pound', 'animal shelter', 'take my cat'],
    content:
      'Shelters may have waiting lists and surrender fees of about $50-200. Prepare medical records and consider rehoming networks, TNR or temporary foster first.',
  },
  {
    id: 'rehoming-safely',
    title: 'Rehoming Safely: Screening Adopters',
    description: 'Warning signs in people who answer an ad, how to check them, and a safe handover.',
    section: 'Working with Rescues',
    icon: 'heart',
    path: tabLink('surrender', 'safety'),
    urgency: 'normal',
    keywords: ['screen adopters', 'adopter', 'interview', 'rehoming fee', 'agreement'],
    synonyms: ['safe adopter', 'adoption application', 'free to good home', 'scam', 'vet reference'],
    content:
      'Ask for an interview, a vet reference and photo ID, ask a small rehoming fee, meet in a public place, and sign a simple agreement.',
  },
];
