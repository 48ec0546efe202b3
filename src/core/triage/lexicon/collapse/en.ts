// Seizures, collapse, standing and walking: the English terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const collapseEn = {
  SEIZURE: ['eyes rolled back', 'rolled back', 'seiz*', 'siez*', 'fit', 'fits', 'fitting'],
  TREMBLE: ['convulsing', 'shiver*', 'shak*', 'trembl*', 'twitch*', 'jerk*', 'spasm*'],
  PADDLE: [
    'legs were running', 'legs running', 'legs going like', 'like he was running', 'like she was running',
    'legs were going', 'like running', 'like hes running', 'like shes running', 'like he is running',
    'like she is running', 'legs going', 'legs started going', 'kicking his legs', 'kicking her legs',
    'running in place', 'paddl*',
  ],
  FOAM: ['foam*', 'drool*'],
  COLLAPSE: [
    'flat on the floor', 'flat on the ground', 'wont lift her head', 'wont lift his head', 'cant lift her head',
    'cant lift his head', 'doesnt move when', 'doesnt react when', 'doesnt respond when', 'dont move when',
    'dont react when', 'dont respond when', 'didnt move when', 'didnt react when', 'didnt respond when',
    'wont move when', 'wont react when', 'wont respond when', 'wouldnt move when', 'wouldnt react when',
    'wouldnt respond when', 'doesnt respond', 'not responding', 'unresponsive', 'laid out flat', 'laying flat',
    'lying flat', 'flat out',
    // "Now I call him he not wake up": unresponsive, however it is written.
    'not wake up', 'not waking up', 'not waking', 'wont wake up', 'wont waking up', 'wont waking', 'doesnt wake up',
    'doesnt waking up', 'doesnt waking', 'didnt wake up', 'didnt waking up', 'didnt waking', 'isnt wake up',
    'isnt waking up', 'isnt waking', 'aint wake up', 'aint waking up', 'aint waking', 'cant wake her', 'cant wake him',
    'cant wake it', 'cant wake the cat', 'couldnt wake her', 'couldnt wake him', 'wouldnt wake', 'fell on his side',
    'fell on her side', 'barely moving', 'barely moves', 'laying there', 'staring at nothing', 'not looking at nothing',
    'not looking at anything', 'flat on his side', 'flat on her side', 'lying on his side', 'lying on her side',
    'dont respond', 'wont respond', 'not respond*', 'didnt respond', 'keeled over', 'fell over', 'wont get up',
    'cant get up', 'collaps*', 'faint*', 'unconscious*', 'passed out', 'wont wake', 'doesnt wake', 'not moving',
    'lifeless', 'barely respond*',
  ],
  FLOPPY: ['laying flat', 'limp', 'floppy', 'lying flat'],
  STAND: [
    'get on his feet', 'get on her feet', 'put weight on anything', 'weight on any', 'stand*', 'get up', 'getting up',
    'gets up',
  ],
  WALK: ['walk*'],
  /** Knows the person ("no me reconoce": after or during a fit). */
  RECOGNIZE: ['recogniz*', 'know me', 'knows me', 'knew me'],
  WOBBLY: [
    'walking drunk', 'walks drunk', 'wobbl*', 'stagger*', 'unsteady', 'off balance', 'dizzy', 'like hes drunk',
    'like shes drunk', 'like drunk', 'walking in circles', 'cant walk straight',
  ],
  STIFF: ['stiff', 'rigid*'],
  UNEVEN_PUPILS: ['one pupil', 'uneven pupil*', 'pupils different', 'pupils are different', 'one eye dilated'],
  /** While asleep: twitching paws and whiskers in sleep are dreams ("is that a seizure??"). */
  WHILE_ASLEEP: [
    'while hes asleep', 'while shes asleep', 'while he is asleep', 'while she is asleep', 'when hes asleep',
    'when shes asleep', 'while asleep', 'while sleeping', 'while he sleeps', 'while she sleeps', 'in his sleep',
    'in her sleep',
  ],
} satisfies ConceptTerms;
