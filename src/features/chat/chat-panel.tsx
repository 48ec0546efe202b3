import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { routes } from '@/config/routes';
import { CHAT_LIMITS } from '@/core/chat-copy';
import { cn } from '@/lib/cn';
import { useLocalizeHref } from '@/lib/locale-content';
import type { ChatMessage } from './chat-types';
import { ReplyText } from './reply-text';
import type { ChatSession } from './use-chat-session';
import { useChatWidgetCopy } from './use-chat-widget-copy';

function MessageBubble({ message }: { message: ChatMessage }) {
  const copy = useChatWidgetCopy();
  const localize = useLocalizeHref();
  const mine = message.role === 'user';
  // An urgent answer (see a vet within 24 hours) gets its own border and a written label, not colour alone.
  const urgent = !message.emergency && message.urgency === 'urgent';
  return (
    <li
      data-testid="chat-message"
      data-role={message.role}
      data-emergency={message.emergency ? 'true' : undefined}
      data-urgency={mine ? undefined : (message.urgency ?? (message.emergency ? 'emergency' : undefined))}
      className={cn(
        'max-w-[90%] rounded-xl px-3 py-2 text-base',
        mine ? 'ml-auto bg-brand text-white' : 'bg-surface-sunken text-ink',
        message.emergency && 'border-2 border-emergency bg-emergency-soft',
        urgent && 'border-2 border-dashed border-urgent bg-urgent-soft',
      )}
    >
      <span className="sr-only">{mine ? copy.youSaid : copy.assistantSaid}</span>
      {message.emergency ? (
        <p className="mb-1 text-sm font-bold tracking-wide text-emergency-dark uppercase">{copy.emergency}</p>
      ) : null}
      {urgent ? <p className="mb-1 text-sm font-bold text-urgent">{copy.urgent}</p> : null}
      {/* dir="auto": a message in Arabic or Urdu reads right to left, its first letter decides. */}
      {mine ? (
        <p dir="auto" className="whitespace-pre-wrap">
          {message.content}
        </p>
      ) : (
        <div dir="auto">
          <ReplyText text={message.content} />
        </div>
      )}
      {message.offerChecker ? (
        <p className="mt-2">
          <Link
            to={localize(routes.check.path)}
            className="font-semibold underline underline-offset-2"
            data-testid="chat-checker"
          >
            {copy.checkerLine}
          </Link>
        </p>
      ) : null}
      <time
        dateTime={message.timestamp.toISOString()}
        className={cn('mt-1 block text-xs', mine ? 'text-white' : 'text-ink-muted')}
      >
        {message.timestamp.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}
      </time>
    </li>
  );
}

/** Message list, typing indicator and input: shared by the floating card and the modal (docs/requirements.md). */
export function ChatPanel({ session, className }: { session: ChatSession; className?: string }) {
  const { messages, input, setInput, loading, send } = session;
  const copy = useChatWidgetCopy();
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();

  // Scrolls smoothly to the latest message, and puts focus back in the input once a reply arrives.
  useEffect(() => {
    const list = listRef.current;
    list?.scrollTo?.({ top: list.scrollHeight, behavior: 'smooth' });
    if (!loading) inputRef.current?.focus();
  }, [messages, loading]);

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter makes a new line; an IME composition is never cut short.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  const latest = messages[messages.length - 1];
  return (
    <div className={cn('flex min-h-0 flex-col', className)}>
      <ol
        ref={listRef}
        aria-label={copy.messagesLabel}
        className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-3"
      >
        {messages.map((m) => (
          <MessageBubble key={m.id} message={m} />
        ))}
        {loading ? (
          <li className="flex items-center gap-1 text-sm text-ink-muted" data-testid="typing-indicator">
            <span className="size-2 animate-bounce rounded-full bg-ink-muted" />
            <span className="size-2 animate-bounce rounded-full bg-ink-muted [animation-delay:150ms]" />
            <span className="size-2 animate-bounce rounded-full bg-ink-muted [animation-delay:300ms]" />
            <span className="ms-1">{copy.typing}</span>
          </li>
        ) : null}
      </ol>
      {/* New replies are announced politely; the list itself isn't live so old messages aren't re-read. */}
      <p aria-live="polite" className="sr-only">
        {latest && latest.role === 'assistant' && latest.id !== '1' ? `${copy.replied} ${latest.content}` : ''}
      </p>
      <form
        className="flex items-end gap-2 border-t border-surface-line p-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {copy.inputLabel}
        </label>
        <textarea
          id={inputId}
          ref={inputRef}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={copy.placeholder}
          maxLength={CHAT_LIMITS.maxMessageChars}
          disabled={loading}
          rows={2}
          className="min-h-11 flex-1 resize-none rounded-lg border border-surface-line bg-surface px-3 py-2 text-base disabled:opacity-60"
        />
        <Button type="submit" size="icon" aria-label={copy.send} disabled={loading}>
          <Icon name="send" />
        </Button>
      </form>
    </div>
  );
}
