// Copy for /breathing (docs/requirements.md "Breathing emergency page"). Critical signs are the red flags in
// docs/triage.md; no diagnosis, no medicine (docs/assistant-safety.md).

export const breathingPage = {
  title: 'Cat Breathing Emergency',
  lead: 'Cats do not normally breathe with their mouth open or pant. If your cat is struggling to breathe, call a 24/7 vet and go now.',
  callNowTitle: 'Call a 24/7 emergency vet now',
  critical: {
    title: 'Critical signs — go now',
    items: [
      'Breathing with the mouth open, or panting',
      'Blue, grey, white or very pale gums or tongue',
      'Fast, hard breathing with the belly moving a lot',
      'Neck stretched out, elbows pushed out, struggling for air',
      'Collapse or not responding',
      'Choking or gagging that doesn’t stop',
    ],
  },
  warning: {
    title: 'Warning signs — call a vet today',
    items: [
      'Breathing faster than usual while resting or asleep (more than about 30 breaths a minute)',
      'Coughing or wheezing, even if it stops',
      'Noisy breathing or snoring that is new',
      'Sneezing with thick discharge from the nose or eyes',
      'Tired, hiding or not eating along with any breathing change',
    ],
  },
  dont: {
    title: 'What NOT to do',
    items: [
      'Do not put your fingers down the cat’s throat if you can’t see an object.',
      'Do not give food, water or any medicine — human medicines can kill a cat.',
      'Do not hold the cat tight, pin it down or press on its chest.',
      'Do not wait to see if it gets better, and do not wait for the morning.',
      'Do not let the cat get hot or stressed.',
    ],
  },
  transport: {
    title: 'Getting to the vet',
    items: [
      'Call the hospital on the way so they are ready for you.',
      'Put the cat gently in a carrier or a box with air holes; keep the top open or easy to open.',
      'Keep the cat upright on its chest if that is how it is comfortable; don’t force it to lie on its side.',
      'Keep the car or taxi cool with fresh air, and keep noise down.',
      'Bring anything the cat may have eaten or breathed in (packages, plants, chemicals).',
    ],
  },
  causes: {
    title: 'Common causes',
    intro: 'Only a vet can tell what is wrong. Breathing trouble in cats can come from, for example:',
    items: [
      'Asthma and allergies (smoke, dust, sprays, scented products)',
      'Heart disease, which may show no signs before',
      'Fluid in the chest',
      'Injury from a fall or a car',
      'Something stuck in the throat or nose',
      'Heat stroke',
      'Infection such as a bad cold or pneumonia',
      'Poisoning',
    ],
  },
  prevention: {
    title: 'Prevention',
    items: [
      'Don’t smoke or use sprays, air fresheners or strong cleaners near the cat.',
      'Keep the shop cool in summer and give the cat a shady spot and water.',
      'Keep string, rubber bands, bags and small objects out of reach.',
      'Keep windows screened and basements and stairs safe to prevent falls.',
      'See a vet for yearly checkups so heart and lung problems are found early.',
      'Learn your cat’s normal breathing rate while it sleeps.',
    ],
  },
  firstAidLink: 'Breathing first aid steps',
} as const;
