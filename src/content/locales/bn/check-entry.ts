// Bengali for the ways into the checker (src/content/pages/check-entry.ts); words as in docs/glossary/bn.md.
import type { Translated } from '../types.ts';
import type { checkEntry as English } from '../../pages/check-entry.ts';

export const checkEntry: Translated<typeof English> = {
  label: 'নিশ্চিত নন? কয়েকটা ট্যাপে জেনে নিন',
  chatLine: 'কতটা জরুরি বুঝতে পারছেন না? কয়েকটা ট্যাপে জেনে নিন',
};
