import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useChrome } from '@/lib/locale-content';

/** docs/requirements.md#constants: the button appears after scrolling more than 300 px. */
export const BACK_TO_TOP_THRESHOLD_PX = 300;

/**
 * In the floating dock's left corner (src/components/layout/floating-dock.tsx). Hidden while the chat is open
 * (index.css: the chat marks <html data-chat-open>), so it never sits on the chat card.
 */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  const chrome = useChrome();

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <Button
      variant="primary"
      size="icon"
      aria-label={chrome.backToTop}
      data-floating-button
      data-back-to-top
      className="fixed bottom-2.5 left-3 z-40 rounded-full shadow-lg print:hidden xl:bottom-6 xl:left-4"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <Icon name="arrowUp" />
    </Button>
  );
}
