import { chatWidget } from '@/content/pages/chat-widget';
import { usePageContent } from '@/lib/locale-content';

/**
 * The open chat's words in the page's language: a layout module loaded on first use (layoutLaterModules), which
 * ChatLauncher waits for before it shows the chat; only the chat's own chunk imports them.
 */
export const useChatWidgetCopy = () => usePageContent('chat-widget', { chatWidget }).chatWidget;
