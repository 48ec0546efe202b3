// The chat widget's own words (docs/requirements.md "Chat modal/panel"): the card and the larger modal, the
// message list and the input, and the failure toast; they load when the chat is first opened (the launcher's are
// in chat-launcher.ts). The assistant's answers are the Edge Function's (src/core/chat-copy.ts); the greeting and
// the toast keep the spec's exact English words from there.
import { CHAT_ERROR_TOAST, CHAT_GREETING, URGENT_LABEL } from '../../core/chat-copy.ts';
import { checkEntry } from './check-entry.ts';

export const chatWidget = {
  cardTitle: 'Chat Assistant',
  modalTitle: 'Bodega Cat Care Assistant',
  restore: 'Restore chat',
  expand: 'Open larger chat',
  minimize: 'Minimize chat',
  close: 'Close chat',
  closeLarger: 'Close larger chat',
  messagesLabel: 'Chat messages',
  youSaid: 'You said:',
  assistantSaid: 'Assistant said:',
  emergency: 'Emergency',
  urgent: URGENT_LABEL,
  typing: 'Assistant is typing…',
  replied: 'Assistant replied:',
  inputLabel: 'Your question',
  placeholder: 'Ask me anything about cat care...',
  send: 'Send message',
  // Under an urgent answer, or a routine one to a worried person: the way into the checker (docs/checker.md).
  checkerLine: checkEntry.chatLine,
  greeting: CHAT_GREETING,
  errorToast: CHAT_ERROR_TOAST,
};
