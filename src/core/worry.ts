// When the chat offers the "Is it an emergency?" checker under an answer (docs/checker.md): under every urgent answer,
// whose "within 24 hours" a person may doubt, and under a routine one when the person sounds worried or unsure
// how serious it is. Never under an emergency answer: that one already says go now.
import type { Urgency } from './urgency.ts';

// English and Spanish, compared in lower case without accents ("preocupada" and "preocupáda" alike).
const WORRY_PHRASES = [
  'worr(?:y|ied|ying)',
  'scared',
  'afraid',
  'nervous',
  'anxious',
  'panick?(?:ing|ed)?',
  'freaking out',
  'is (?:it|this|that) (?:serious|bad|normal|an emergency|ok)',
  'should i (?:be worried|worry|go|take)',
  'preocupad[oa]s?',
  'me preocupa',
  'miedo',
  'asustad[oa]s?',
  'nervios[oa]s?',
  'es grave',
  'es normal',
  'es (?:una )?emergencia',
];
const WORRIED = new RegExp(`\\b(?:${WORRY_PHRASES.join('|')})\\b`);

/** Whether a message says the person is worried or unsure how serious it is. */
export const soundsWorried = (message: string): boolean =>
  WORRIED.test(message.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());

/** Whether an answer at `urgency` to `message` ends with the way into the checker. */
export const offersChecker = (message: string, urgency: Urgency): boolean =>
  urgency === 'urgent' || (urgency === 'routine' && soundsWorried(message));
