import { chatWidget } from '@/content/pages/chat-widget';
import { usePageContent } from '@/lib/locale-content';

/** The chat widget's words in the page's language (a layout module: every page loads it). */
export const useChatWidgetCopy = () => usePageContent('chat-widget', { chatWidget }).chatWidget;
