// Words the chat assistant says, shared by the site (greeting, fallbacks) and the Edge Function (answers).
// docs/requirements.md gives the exact strings marked "spec"; the rest follows docs/assistant-safety.md.
import type { ChatCopy } from './reply-copy.ts';

/** The opening assistant message: the site's own assistant (not a vet or a specialist) and what it can help with. */
export const CHAT_GREETING =
  "Hi! I'm the Bodega Cat Care NYC site assistant. I'm not a vet: I answer from this site's guides, with links " +
  'to the part that answers you. Ask about feeding, TNR, working with store owners, health, costs or other ' +
  'bodega cat care topics. What would you like to know?';

/** Safety rule 5: educational only, not veterinary advice. Closes every answer. */
export const CHAT_DISCLAIMER =
  'This is educational information only, not veterinary advice. Please consult a licensed veterinarian.';

/** Safety rule 4: off-topic and prompt-injection requests get a short, polite redirect to cat care. */
export const OFF_TOPIC_REPLY =
  'I can only help with caring for shop and bodega cats in NYC: emergencies, vets and costs, feeding, ' +
  'litter, health, spay/neuter and rehoming. What is going on with your cat?';

/** The first words of an urgent answer (triage level "urgent"), and the label the chat shows on it. */
export const URGENT_LABEL = 'See a vet within 24 hours';
export const URGENT_LEAD = `${URGENT_LABEL}:`;

/** Safety rule 3: what a medicine dose in a reply is replaced with; it also leads every answer to a dose question. */
export const SAFE_MEDICINE_TEXT =
  'Never give your cat any medicine, supplement or home remedy, or a product made for another animal, unless a ' +
  'vet who has examined the cat tells you to. Human painkillers such as acetaminophen (Tylenol) and ibuprofen are ' +
  'poison to cats. If your cat already had some, call the 24/7 vet or animal poison control now.';

/** Safety rule 3 and docs/assistant-safety.md: what an instruction to make the cat vomit is replaced with. */
export const SAFE_VOMIT_TEXT =
  'Do not try to make your cat vomit at home (hydrogen peroxide and salt can badly hurt cats). Call the 24/7 vet ' +
  'or animal poison control and follow what they tell you.';

/**
 * Leads a routine answer to a question about a red flag's subject ("are lilies toxic?"): the person may be asking
 * because it has just happened. Followed by links to the flags' guides.
 */
export const TOPIC_LEAD = 'If this has happened to your cat, it is an emergency:';

/** Before the links to sections that score close behind the quoted ones (passage-answer.ts, `relatedSections`). */
export const RELATED_LEAD = 'More on this in our guides:';

/** The fixed first line of an answer rated urgent on the model path: a vet within 24 hours. */
export const URGENT_OPENING = `${URGENT_LABEL}. If it gets worse, go to a 24/7 emergency vet now.`;

/** docs/requirements.md#errors: the AI help card's three fallbacks, exactly. */
export const HELP_CARD_FALLBACKS = {
  serverError:
    "I'm here to help! Try browsing our Emergency section for urgent issues, Find Help for veterinary resources, or Daily Care for maintenance tips. You can also use our chat assistant for specific questions.",
  emptyReply: "I'm available to help with any specific questions about your bodega cat's care. Feel free to ask!",
  exception:
    "I'm here to help! Feel free to explore our different sections or ask me specific questions about cat care.",
} as const;

/** docs/requirements.md#errors: the chat failure toast. */
export const CHAT_ERROR_TOAST = {
  title: 'Error',
  description: 'Failed to get response from chat assistant. Please try again.',
} as const;

/** Limits of the chat request: enforced by the function, mirrored by the site's input. */
export const CHAT_LIMITS = {
  maxMessageChars: 2000,
  maxHistoryItems: 30,
  maxBodyBytes: 64 * 1024,
} as const;

/** The assistant's own sentences above as one set, beside the Spanish set (src/content/locales/es/chat.ts). */
export const CHAT_COPY_EN: ChatCopy = {
  disclaimer: CHAT_DISCLAIMER,
  safeMedicine: SAFE_MEDICINE_TEXT,
  safeVomit: SAFE_VOMIT_TEXT,
  topicLead: TOPIC_LEAD,
  relatedLead: RELATED_LEAD,
  guidesLead: 'Here is what our guides say:',
  moreLead: 'More from our guides:',
  notFound: "I couldn't find a guide on that. Try [Daily Care](/daily-care) or [Find Help](/find-help), or ask a vet.",
  urgentLabel: URGENT_LABEL,
  urgentOpening: URGENT_OPENING,
  emergencyWord: 'EMERGENCY',
  callNow: 'Call the 24/7 {name} now:',
  guideWord: 'Guide:',
  guidesWord: 'Guides:',
  fallbackLabel: 'what you describe can be an emergency',
};
