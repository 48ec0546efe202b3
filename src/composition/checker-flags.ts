// The one place the checker reads the red flags (docs/checker.md, "One owner for the medicine"): their ids, levels,
// labels, steps and guide links, as the assistant's triage uses them (the rules joined to their words in
// red-flags.ts), and their words in another language (src/content/locales/<locale>/red-flags.ts, the assistant's
// too). Where the flags come from changes here and nowhere else in the checker.
import type { CheckerFlag } from '../core/checker.ts';
import type { FlagText } from '../core/reply-copy.ts';
import { RED_FLAGS } from './red-flags.ts';

export const checkerFlags: readonly CheckerFlag[] = RED_FLAGS.map(({ id, level, label, steps, guide }) => ({
  id,
  level,
  label,
  steps,
  guide,
}));

const NO_WORDS: Readonly<Record<string, FlagText>> = {};

/**
 * A language's red-flag words by flag id: its red-flags module's one export (redFlagsEs, redFlagsAr…); none for
 * English, whose words the flags already carry.
 */
export function flagWordsOf(module: Readonly<Record<string, unknown>>): Readonly<Record<string, FlagText>> {
  const [words] = Object.values(module);
  return (words ?? NO_WORDS) as Readonly<Record<string, FlagText>>;
}

/**
 * The flags in a language: each flag's label, guide title and steps in its words; ids, levels and guide links
 * stay. Steps a language hasn't written are left out, and its outcome page's guide link, in the language, gives
 * them. A flag without words there (site-checker.test.ts lists each as a gap) keeps the English, unless the page
 * can name its guide in the language (`guideTitleOf`, from a guide link's path): then it shows no English steps
 * and that title.
 */
export function checkerFlagsIn(
  words: Readonly<Record<string, FlagText>>,
  guideTitleOf?: (path: string) => string | undefined,
): CheckerFlag[] {
  return checkerFlags.map((flag) => {
    const text = words[flag.id];
    if (text)
      return { ...flag, label: text.label, guide: { ...flag.guide, title: text.guide }, steps: text.steps ?? [] };
    if (!guideTitleOf) return flag;
    return { ...flag, steps: [], guide: { ...flag.guide, title: guideTitleOf(flag.guide.path) ?? flag.guide.title } };
  });
}
