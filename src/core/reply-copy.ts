// The shapes of the assistant's written answers in a language (src/content/locales/<locale>/chat.ts and
// red-flags.ts hold them; reply-language.ts builds the answers from them). Types only, so content may name them.

/** A red flag's words in a language: what it is, its guide's title, and (Spanish) its first-aid steps. */
export interface FlagText {
  label: string;
  guide: string;
  steps?: readonly string[];
}

/** The assistant's own sentences in English or Spanish: the composer's answers are built from these. */
export interface ChatCopy {
  disclaimer: string;
  safeMedicine: string;
  safeVomit: string;
  /** Before the links to a red flag's guide on a question about its subject ("are lilies toxic?"). */
  topicLead: string;
  relatedLead: string;
  /** Before the guide sections that answer the question. */
  guidesLead: string;
  /** Before the other guides linked after an emergency opening. */
  moreLead: string;
  /** When no guide answers: points to the daily care and find-help pages. */
  notFound: string;
  /** "See a vet within 24 hours", the urgent answer's first words and label. */
  urgentLabel: string;
  /** The urgent opening of a model's reply the model raised to urgent. */
  urgentOpening: string;
  /** "EMERGENCY", the first word of an emergency answer. */
  emergencyWord: string;
  /** "Call the 24/7 {name} now:" — {name} is the hospital's short name; the number follows. */
  callNow: string;
  /** "Guide:", before the red flags' guide links. */
  guideWord: string;
  /** "Guides:", before the guides a model's reply left unlinked. */
  guidesWord: string;
  /** A red flag's label when the language has none for it. */
  fallbackLabel: string;
}

/** The written answers in a language the composer doesn't quote guides in. */
export interface WorldCopy {
  emergencyWord: string;
  /** "Call the 24/7 animal hospital now:" — the number follows. */
  callNow: string;
  /** Before the link to the language's emergency page section. */
  guideLead: string;
  /** What to do on the way, the same for every emergency. */
  steps: readonly string[];
  /** A red flag's label when the language has none for it. */
  fallbackLabel: string;
  /** The short answer's first line: what this answer can do in the language. */
  otherIntro: string;
  /** The signs that are always an emergency (the first-aid page's list). */
  alwaysSigns: readonly string[];
  /** Before the number, after the signs. */
  callIfSigns: string;
  /** The language's emergency page and checker, as link titles. */
  emergencyPage: string;
  checker: string;
  disclaimer: string;
}
