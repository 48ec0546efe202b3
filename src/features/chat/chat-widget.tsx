import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { ChatPanel } from './chat-panel';
import { useChatSession } from './use-chat-session';
import { useChatWidgetCopy } from './use-chat-widget-copy';

export interface ChatWidgetProps {
  minimized: boolean;
  onMinimize: () => void;
  onRestore: () => void;
  onClose: () => void;
}

/**
 * The card 'Chat Assistant' (docs/requirements.md): nearly full screen under 768 px, otherwise 384×500 px with a
 * 440 px content area; and the larger modal 'Bodega Cat Care Assistant' (max width 2xl, 600 px tall) holding the
 * same conversation. Loaded only when the chat is first opened.
 */
export default function ChatWidget({ minimized, onMinimize, onRestore, onClose }: ChatWidgetProps) {
  const copy = useChatWidgetCopy();
  const session = useChatSession();
  const [modalOpen, setModalOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cardRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (modalOpen && !dialog.open) dialog.showModal?.();
    if (!modalOpen && dialog.open) dialog.close();
  }, [modalOpen]);

  // Escape inside the card closes the chat (inside the modal, the dialog's own Escape closes just the modal).
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape' && event.target instanceof Node && cardRef.current?.contains(event.target)) onClose();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  // Opening moves focus into the chat (the input, or the restore button when minimized).
  useEffect(() => {
    const target = minimized
      ? cardRef.current?.querySelector<HTMLElement>('[data-chat-restore]')
      : cardRef.current?.querySelector<HTMLElement>('textarea');
    target?.focus();
  }, [minimized]);

  return (
    <>
      <section
        ref={cardRef}
        aria-label={copy.cardTitle}
        data-testid="chat-card"
        data-state={minimized ? 'minimized' : 'open'}
        className={cn(
          'fixed z-50 flex flex-col overflow-hidden rounded-xl border border-surface-line bg-surface shadow-2xl print:hidden',
          // Never over the sticky emergency bar: the card starts below it (--emergency-bar-height, index.css).
          minimized
            ? 'right-3 bottom-2 w-72 xl:right-4 xl:bottom-4'
            : 'inset-x-2 top-[calc(var(--emergency-bar-height)+0.5rem)] bottom-2 md:inset-auto md:right-4 md:bottom-4 md:h-[500px] md:max-h-[calc(100dvh-var(--emergency-bar-height)-1.5rem)] md:w-96',
        )}
      >
        <header className="flex items-center gap-1 bg-brand px-3 py-1 text-white">
          <h2 className="flex-1 text-lg font-bold">{copy.cardTitle}</h2>
          {minimized ? (
            <Button
              variant="ghost"
              size="icon"
              className="text-white hover:text-ink"
              aria-label={copy.restore}
              data-chat-restore
              onClick={onRestore}
            >
              <Icon name="restore" />
            </Button>
          ) : (
            <>
              <Button
                variant="ghost"
                size="icon"
                className="text-white hover:text-ink"
                aria-label={copy.expand}
                onClick={() => setModalOpen(true)}
              >
                <Icon name="expand" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="text-white hover:text-ink"
                aria-label={copy.minimize}
                onClick={onMinimize}
              >
                <Icon name="minus" />
              </Button>
            </>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="text-white hover:text-ink"
            aria-label={copy.close}
            onClick={onClose}
          >
            <Icon name="close" />
          </Button>
        </header>
        {minimized || modalOpen ? null : <ChatPanel session={session} className="flex-1 md:h-[440px]" />}
      </section>
      <dialog
        ref={dialogRef}
        aria-labelledby="chat-modal-title"
        onClose={() => setModalOpen(false)}
        className="m-auto h-[600px] max-h-[95vh] w-[calc(100%-1rem)] max-w-2xl rounded-xl border border-surface-line bg-surface p-0 shadow-2xl backdrop:bg-ink/50"
      >
        {modalOpen ? (
          <div className="flex h-full flex-col">
            <header className="flex items-center gap-2 border-b border-surface-line px-4 py-2">
              <h2 id="chat-modal-title" className="flex-1 text-lg font-bold text-ink">
                {copy.modalTitle}
              </h2>
              <Button variant="ghost" size="icon" aria-label={copy.closeLarger} onClick={() => setModalOpen(false)}>
                <Icon name="close" />
              </Button>
            </header>
            <ChatPanel session={session} className="flex-1" />
          </div>
        ) : null}
      </dialog>
    </>
  );
}
