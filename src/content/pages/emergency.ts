// Copy for /emergency (docs/requirements.md, "Emergency hub"). Each situation is a section whose id is a
// deep-link target: the registry's anchors (src/config/routes.ts) and the home page's one-tap cards point here.
// Safety rules (docs/assistant-safety.md): no medicine names or doses, never "make the cat vomit", no diagnosis.

import type { FirstAidTopicId } from './first-aid.ts';

export type EmergencyAnchor = 'breathing' | 'bleeding' | 'poisoning' | 'urinary' | 'seizure' | 'injury';

/** Where a section's "full steps" link goes: a first-aid topic or the breathing page. */
export type GuideLink =
  { kind: 'firstAid'; topic: FirstAidTopicId; label: string } | { kind: 'breathing'; label: string };

export interface EmergencySituation {
  id: EmergencyAnchor;
  title: string;
  /** A name from the site's icon set (src/components/ui/icon.tsx). */
  icon: 'wind' | 'bandage' | 'flask' | 'droplet' | 'bolt' | 'car';
  /** One line: why this can't wait. */
  urgency: string;
  steps: readonly string[];
  dont: readonly string[];
  guide?: GuideLink;
}

export const emergencyPage = {
  lead: 'If your cat is in trouble, call a 24/7 animal hospital now and follow the steps for what is happening. Go straight to the vet — do not wait to see if it gets better.',
  stepsHeading: 'Do this now',
  dontHeading: 'Do NOT',
  jumpHeading: 'What is happening?',
  situations: [
    {
      id: 'breathing',
      icon: 'wind',
      title: 'Can’t breathe or breathing hard',
      urgency:
        'Open-mouth breathing, panting, noisy breathing or blue, grey or pale gums is an emergency. Cats do not normally pant.',
      steps: [
        'Call the 24/7 vet now and say your cat is having trouble breathing.',
        'Keep the cat calm and quiet. Turn off loud music, keep people and other animals away.',
        'Put the cat gently in a carrier or a box with air holes. Do not hold it tight around the chest.',
        'Go now. Keep the car or taxi cool and let fresh air in.',
      ],
      dont: [
        'Do not put your fingers down the cat’s throat.',
        'Do not give food, water or any medicine.',
        'Do not wait to see if it gets better.',
      ],
      guide: { kind: 'breathing', label: 'Full breathing emergency guide' },
    },
    {
      id: 'bleeding',
      icon: 'bandage',
      title: 'Bleeding',
      urgency:
        'Bleeding that does not stop with pressure, or any deep wound, needs a vet today — heavy bleeding needs one now.',
      steps: [
        'Press a clean cloth or gauze firmly on the wound for 2-3 minutes without lifting it to look.',
        'If blood soaks through, put another cloth on top and keep pressing.',
        'Wrap the cat in a towel so it feels safe and cannot scratch or bite.',
        'Call the 24/7 vet and go if the bleeding does not stop.',
      ],
      dont: [
        'Do not pull out anything stuck in the wound.',
        'Do not use a tight band (tourniquet) around a leg.',
        'Do not put human creams or medicines on the wound.',
      ],
      guide: { kind: 'firstAid', topic: 'cuts-wounds', label: 'First aid for cuts and wounds' },
    },
    {
      id: 'poisoning',
      icon: 'flask',
      title: 'Poisoning',
      urgency:
        'Act even if the cat seems fine: some poisons take hours to show. Lilies (any part, even pollen or vase water), Tylenol (acetaminophen), ibuprofen and other human painkillers, rat poison, antifreeze, dog flea products and cleaning chemicals are poison to cats.',
      steps: [
        'Move the cat away from the poison.',
        'Call the 24/7 vet or an animal poison-control line now.',
        'Keep the package, plant or label and bring it with you.',
        'If there is chemical on the fur, wrap the cat in a towel so it cannot lick it, and ask the vet what to do.',
      ],
      dont: [
        'Never try to make the cat vomit — not with salt, oil or hydrogen peroxide. It can kill a cat.',
        'Do not give milk, food or any medicine.',
        'Do not wait for signs to appear.',
      ],
      guide: { kind: 'firstAid', topic: 'poisoning', label: 'First aid for poisoning' },
    },
    {
      id: 'urinary',
      icon: 'droplet',
      title: 'Male cat can’t pee',
      urgency:
        'A male cat going back and forth to the litter box, straining or crying with little or no pee coming out can die within 1-2 days. It is often mistaken for constipation.',
      steps: [
        'Call the 24/7 vet now and say: “my male cat is straining and can’t pee.”',
        'Put the cat in a carrier and go now, even at night.',
        'Bring a note of when he last peed, if you know.',
      ],
      dont: ['Do not wait until morning.', 'Do not press on his belly.', 'Do not give any medicine.'],
    },
    {
      id: 'seizure',
      icon: 'bolt',
      title: 'Seizure',
      urgency:
        'A seizure longer than 2 minutes, or more than one seizure, needs a vet now. Any first seizure needs a vet.',
      steps: [
        'Move things away so the cat cannot hit them. Dim the lights and keep it quiet.',
        'Time the seizure with your phone.',
        'Keep your hands away from the cat’s mouth.',
        'When it stops, wrap the cat in a towel, put it in a carrier and call the vet.',
      ],
      dont: ['Do not put anything in the cat’s mouth — cats do not swallow their tongue.', 'Do not hold the cat down.'],
      guide: { kind: 'firstAid', topic: 'seizures', label: 'First aid for seizures' },
    },
    {
      id: 'injury',
      icon: 'car',
      title: 'Hit by a car or a fall',
      urgency: 'Go to a vet even if the cat seems fine: bleeding inside and lung injuries can show up hours later.',
      steps: [
        'Stay safe: watch for traffic before you go to the cat.',
        'Slide a towel, board or flat box under the cat and lift it gently, keeping the back straight.',
        'Put the cat in a carrier or box and keep it warm and still.',
        'Call the 24/7 vet on the way.',
      ],
      dont: ['Do not let the cat walk around to “test” it.', 'Do not give food, water or any medicine.'],
      guide: { kind: 'firstAid', topic: 'cuts-wounds', label: 'First aid for cuts and wounds' },
    },
  ] as const satisfies readonly EmergencySituation[],
  poisonControl: {
    title: 'Animal poison control lines',
    intro:
      'These national lines have animal poison experts 24 hours a day. They charge a fee per case. Call a 24/7 vet first if your cat is having trouble breathing, seizing or collapsed — have someone else call poison control on the way.',
  },
  emergencyVet: {
    id: 'emergency-vet',
    title: '24/7 emergency vets',
    intro:
      'These animal hospitals are open 24 hours, 7 days a week. Only hospitals whose 24/7 hours we could confirm are listed.',
    callBoxTitle: 'Call now',
    nycHeading: 'In New York City',
    nearbyHeading: 'Outside the city (a longer trip)',
    vetsLink: 'See all vets, including low-cost clinics',
  },
  printNote: 'Print this page and keep it by the register.',
} as const;
