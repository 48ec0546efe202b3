import { lazy, Suspense, use, useEffect, useRef, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { LAYOUT_LATER_BUNDLE } from '@/config/locales';
import { chatLauncher } from '@/content/pages/chat-launcher';
import { loadLocaleOnce, useLocale, usePageContent } from '@/lib/locale-content';
import { useChatWidgetState } from './use-chat-widget-state';

// The chat UI, supabase-js and zod load when the chat is first opened, never with the page.
const loadChatWidget = () => import('./chat-widget');
const ChatWidget = lazy(loadChatWidget);

/** The chat, once its words in the page's language are there too (they load beside it: layoutLaterModules). */
function ChatInLanguage(props: ComponentProps<typeof ChatWidget>) {
  const locale = useLocale();
  if (locale !== 'en') {
    void loadChatWidget();
    use(loadLocaleOnce(locale, LAYOUT_LATER_BUNDLE));
  }
  return <ChatWidget {...props} />;
}

/** The floating round button and, once opened, the chat card (docs/requirements.md). */
export function ChatLauncher() {
  const widget = useChatWidgetState();
  const { open, loading } = usePageContent('chat-launcher', { chatLauncher }).chatLauncher;
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
          aria-label={open}
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
                {loading}
              </p>
            }
          >
            <ChatInLanguage
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
