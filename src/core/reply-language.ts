// The assistant's answers in the person's language (docs/assistant-languages.md). Every word is written text
// handed in as data (src/content/locales/<locale>/chat.ts and red-flags.ts), never generated: Spanish gets all the
// assistant's own words in Spanish; Arabic, Urdu, Bengali, Chinese, Korean and Haitian Creole get the emergency
// answer (the 24/7 number first) or a short answer (the always-emergency signs, the number, the links); a language
// the assistant has no words for gets the number and the signs in English and Spanish before anything else.
import { telHref } from './phone.ts';
import type { ChatLanguage } from './language.ts';
import type { ChatCopy, FlagText, WorldCopy } from './reply-copy.ts';

/** The 24/7 hospital every emergency answer calls. */
export interface CallContact {
  shortName: string;
  phone: string;
  address: string | null;
}

/** How a language's answers link: its own page when the site has it (`/<locale>/…`), else the English one. */
export function localPath(language: ChatLanguage, path: string, routes: ReadonlySet<string>): string {
  if (language === 'en' || language === 'unknown') return path;
  const [pathname = '', rest = ''] = path.split(/(?=[#?])/);
  const local = `/${language}${pathname === '/' ? '' : pathname}`;
  return routes.has(local) ? `${local}${rest}` : path;
}

const link = (title: string, path: string) => `[${title}](${path})`;
const callLink = (contact: CallContact) => link(contact.phone, telHref(contact.phone));

/** "Call the 24/7 … now: [number](tel:…) (address)." in the copy's language. */
export function callLine(copy: Pick<ChatCopy, 'callNow'>, contact: CallContact): string {
  const where = contact.address ? ` (${contact.address})` : '';
  return `${copy.callNow.replace('{name}', contact.shortName)} ${callLink(contact)}${where}.`;
}

/** A red flag as triage names it: its id, level and guide. */
export interface MatchedFlag {
  id: string;
  level: string;
  guide: { title: string; path: string };
  steps: readonly string[];
}

/**
 * The opening of an emergency or urgent answer in English's shape, in the copy's language: the label and the
 * 24/7 number on the first line, the guide links on the second, then the steps. Empty when routine.
 */
export function localOpening(
  result: { urgency: string; matches: readonly MatchedFlag[] },
  copy: ChatCopy,
  flags: Readonly<Record<string, FlagText>>,
  contact: CallContact,
  linkTo: (path: string) => string,
): string {
  const [first] = result.matches;
  if (!first || result.urgency === 'routine') return '';
  const guides = new Map<string, string>();
  for (const m of result.matches) {
    if (!guides.has(m.guide.path)) guides.set(m.guide.path, flags[m.id]?.guide ?? m.guide.title);
  }
  const links = [...guides].map(([path, title]) => link(title, linkTo(path))).join(' · ');
  const steps = [...new Set(result.matches.flatMap((m) => flags[m.id]?.steps ?? m.steps))].map((s) => `- ${s}`);
  const label = flags[first.id]?.label ?? copy.fallbackLabel;
  const head =
    result.urgency === 'urgent'
      ? `${copy.urgentLabel}: ${label}.`
      : `${copy.emergencyWord}: ${label}. ${callLine(copy, contact)}`;
  return [head, `${copy.guideWord} ${links}`, ...steps].join('\n');
}

/** The emergency answer in a language without guide quotes: the number first, then the flag and its page. */
export function worldEmergency(
  flagIds: readonly string[],
  copy: WorldCopy,
  flags: Readonly<Record<string, FlagText>>,
  contact: CallContact,
  guidePath: (id: string) => string,
): string {
  const id = flagIds.find((f) => flags[f]) ?? flagIds[0] ?? '';
  const text = flags[id];
  return [
    `${copy.emergencyWord}: ${copy.callNow} ${callLink(contact)}`,
    `${text?.label ?? copy.fallbackLabel}. ${copy.guideLead} ${link(text?.guide ?? copy.emergencyPage, guidePath(id))}`,
    ...copy.steps.map((s) => `- ${s}`),
    '',
    copy.disclaimer,
  ].join('\n');
}

/** Anything else in such a language: the always-emergency signs with the number, the emergency page, the checker. */
export function worldOther(
  copy: WorldCopy,
  contact: CallContact,
  emergencyPath: string,
  checkerPath: string | null,
): string {
  return [
    copy.otherIntro,
    ...copy.alwaysSigns.map((s) => `- ${s}`),
    `${copy.callIfSigns} ${callLink(contact)}`,
    '',
    `${link(copy.emergencyPage, emergencyPath)}${checkerPath ? ` · ${link(copy.checker, checkerPath)}` : ''}`,
    '',
    copy.disclaimer,
  ].join('\n');
}

/** What a message in a language the assistant has no words for gets first: the number and the signs, twice. */
export function unlistedLanguageLead(
  copies: readonly { copy: ChatCopy; signs: readonly string[]; signsLead: string }[],
  contact: CallContact,
): string {
  return [
    copies.map(({ copy }) => callLine(copy, contact)).join(' / '),
    ...copies.map(({ signs, signsLead }) => `${signsLead} ${signs.join('; ')}.`),
  ].join('\n');
}
