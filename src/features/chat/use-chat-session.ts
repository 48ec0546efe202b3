import { useCallback, useState } from 'react';
import { offersChecker } from '@/core/worry';
import { toast } from '@/components/ui/toast-store';
import { askAssistant } from './api';
import { greetingMessage, type ChatMessage } from './chat-types';
import { useChatWidgetCopy } from './use-chat-widget-copy';

/** docs/requirements.md "Chat modal/panel": message list, input text, loading flag. */
export function useChatSession() {
  const copy = useChatWidgetCopy();
  const [messages, setMessages] = useState<ChatMessage[]>(() => [greetingMessage(copy.greeting)]);
  const [input, setInput] = useState('');
  const [loading, setLoading] = useState(false);

  const send = useCallback(async () => {
    const text = input.trim();
    if (!text || loading) return;
    const userMessage: ChatMessage = { id: Date.now().toString(), role: 'user', content: text, timestamp: new Date() };
    // History sent to the server holds only role and content (docs/requirements.md).
    const history = messages.map(({ role, content }) => ({ role, content }));
    setMessages((list) => [...list, userMessage]);
    setInput('');
    setLoading(true);
    try {
      const response = await askAssistant(text, history);
      setMessages((list) => [
        ...list,
        {
          id: `${Date.now()}-reply`,
          role: 'assistant',
          content: response.reply,
          emergency: response.emergency,
          urgency: response.urgency,
          offerChecker: offersChecker(text, response.urgency),
          timestamp: new Date(),
        },
      ]);
    } catch (error) {
      console.error('Chat assistant request failed:', error);
      toast({ ...copy.errorToast, variant: 'destructive' });
      // The typed message is not lost: it goes back into the input, ready to send again.
      setMessages((list) => list.filter((m) => m.id !== userMessage.id));
      setInput(text);
    } finally {
      setLoading(false);
    }
  }, [input, loading, messages, copy.errorToast]);

  return { messages, input, setInput, loading, send };
}

export type ChatSession = ReturnType<typeof useChatSession>;
