// The ways into the "Is it an emergency?" checker from elsewhere (docs/checker.md): the home page's first screen, under
// the emergency cards; /emergency; and a chat answer that is urgent, or routine to a worried person. Kept apart
// from the checker's own copy (check.ts) so the home page doesn't load the whole checker to link to it.
export const checkEntry = {
  label: 'Not sure? Check in a few taps',
  chatLine: 'Not sure how urgent it is? Check in a few taps',
} as const;
