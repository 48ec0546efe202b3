import type { RouteAnchor } from '../../config/guide-link.ts';

// Copy for /working-with-rescues (docs/requirements.md, "Working with Rescue Organizations guide"). Written for the
// shop owner, without judging them: rescuers report that working without judgment is what gets cats helped
// (research, NYC context).

export interface RescueGuideSection {
  id: RouteAnchor<'workingWithRescues'>;
  title: string;
  intro?: string;
  items: readonly string[];
}

export const workingWithRescuesPage = {
  lead: 'Rescue groups can help you care for your shop cat — with vet care, supplies and advice. Here is what they offer, how to tell a good one, and how to stay in charge of your decisions.',
  bottomLine: {
    title: 'The bottom line',
    body: 'You care about your cat, and a good rescue will see that. Work with people who respect you and your shop, ask for what you need, and say no to what doesn’t feel right. Together you can keep the cat healthy — whether it stays with you or moves on.',
  },
} as const;

export const rescueGuideSections: readonly RescueGuideSection[] = [
  {
    id: 'what-rescues-offer',
    title: 'What rescues can offer',
    intro: 'Many rescues help shop cats without taking them away. Ask what they can do for you:',
    items: [
      'Free medical care: spay/neuter, vaccines and checkups, often through their partner clinics.',
      'Emergency support: help getting a sick or hurt cat to a vet, and sometimes help paying.',
      'Supplies: food, litter, carriers, and sometimes outdoor shelters for winter.',
      'Temporary care: a foster home while the cat recovers from surgery or while your shop is renovated.',
      'Trap-neuter-return (TNR): trapping, fixing and returning outdoor cats so no more kittens are born.',
    ],
  },
  {
    id: 'good-signs',
    title: 'Good signs',
    items: [
      'They ask what you need before telling you what to do.',
      'They explain costs and who pays, up front.',
      'They give you a name and a way to reach them.',
      'They respect that the cat is part of your shop.',
      'They follow up after a vet visit or surgery.',
      'Other shop owners or neighbors know and trust them.',
    ],
  },
  {
    id: 'red-flags',
    title: 'Red flags',
    items: [
      'They threaten to report you, or shame you, to get the cat.',
      'They take the cat without a clear, signed agreement.',
      'They won’t say where the cat is going or who will care for it.',
      'They ask you for money for “vet bills” with no receipt.',
      'They post photos of your shop online to criticize you.',
      'Nobody can tell you the group’s full name, website or contact.',
    ],
  },
  {
    id: 'questions-to-ask',
    title: 'Questions to ask',
    items: [
      'What exactly will you do for the cat, and what will it cost me?',
      'Will the cat come back to my shop after surgery or treatment?',
      'Who will take the cat to the vet, and when?',
      'If the cat goes to a new home, will you tell me?',
      'Who can I call if something goes wrong?',
      'Can you put this in writing?',
    ],
  },
  {
    id: 'protecting-yourself',
    title: 'Protecting yourself',
    items: [
      'Get every agreement in writing, even a text message, with names and dates.',
      'Keep copies of vet records and receipts.',
      'Take photos of the cat before it leaves with anyone.',
      'Don’t sign anything you don’t understand — ask for it in your language or take time to read it.',
      'You can change your mind before the cat leaves.',
    ],
  },
  {
    id: 'common-misunderstandings',
    title: 'Common misunderstandings',
    items: [
      '“Rescues want to take my cat.” Many would rather help it stay healthy where it is.',
      '“Fixing the cat will stop it catching mice.” Spay/neuter doesn’t stop a cat hunting.',
      '“Rescues have lots of space.” Most are full, run by volunteers and have wait lists.',
      '“Help is always free.” Some help is free, some isn’t — ask before you agree.',
      '“They will report me.” A good rescue’s job is the cat’s health, not inspections.',
    ],
  },
  {
    id: 'say-yes',
    title: 'When to say yes',
    items: [
      'The offer is clear, in writing, and you understand it.',
      'It helps the cat: surgery, vaccines, treatment, food.',
      'They answer your questions and give you a way to reach them.',
    ],
  },
  {
    id: 'say-no',
    title: 'When to say no (or not yet)',
    items: [
      'They pressure you to decide right now.',
      'They won’t say where the cat goes or who pays.',
      'Something feels wrong. You can ask someone else.',
    ],
  },
  {
    id: 'when-rehoming-may-be-right',
    title: 'When rehoming may be right',
    intro: 'Sometimes the kindest choice is a new home. That is not a failure. It may be right if:',
    items: [
      'The cat is often sick or hurt in the shop, or keeps getting out into traffic.',
      'The cat is very scared or stressed by customers and noise.',
      'You can’t get or pay for the care it needs, even with help.',
      'The shop is closing, moving, or can no longer keep a cat.',
    ],
  },
];
