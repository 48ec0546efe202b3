import { lazy, Suspense, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useChatWidgetCopy } from './use-chat-widget-copy';
import { useChatWidgetState } from './use-chat-widget-state';

// The chat UI, supabase-js and zod load when the chat is first opened, never with the page.
const ChatWidget = lazy(() => import('./chat-widget'));

/** The floating round button and, once opened, the chat card (docs/requirements.md). */
export function ChatLauncher() {
  const widget = useChatWidgetState();
  const copy = useChatWidgetCopy();
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Back-to-top hides while the chat is open or minimized (src/styles/index.css), so the two never overlap.
  const chatOpen = widget.status !== 'closed';
  useEffect(() => {
    document.documentElement.toggleAttribute('data-chat-open', chatOpen);
  }, [chatOpen]);

  function close() {
    widget.close();
    // Focus goes back to where the chat was opened from.
    requestAnimationFrame(() => buttonRef.current?.focus());
  }

  return (
    <>
      {widget.status === 'closed' ? (
        <Button
          ref={buttonRef}
          variant="primary"
          size="icon"
          aria-label={copy.open}
          aria-haspopup="dialog"
          data-floating-button
          // In the floating dock's right corner (src/components/layout/floating-dock.tsx).
          className="fixed right-3 bottom-2 z-40 size-12 rounded-full shadow-lg print:hidden xl:right-4 xl:bottom-6 xl:size-14"
          onClick={widget.open}
        >
          <Icon name="chat" className="size-7" />
        </Button>
      ) : (
        // Any click or key press inside the chat counts as interaction and cancels the auto-minimize.
        <div onClickCapture={widget.interact} onKeyDownCapture={widget.interact}>
          <Suspense
            fallback={
              <p
                role="status"
                className="fixed right-3 bottom-2 z-50 rounded-lg bg-surface p-3 shadow-lg xl:right-4 xl:bottom-6"
              >
                {copy.loading}
              </p>
            }
          >
            <ChatWidget
              minimized={widget.status === 'minimized'}
              onMinimize={widget.minimize}
              onRestore={widget.restore}
              onClose={close}
            />
          </Suspense>
        </div>
      )}
    </>
  );
}
