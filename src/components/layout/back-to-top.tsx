import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/** Spec section 9: the button appears after scrolling more than 300 px. */
export const BACK_TO_TOP_THRESHOLD_PX = 300;

export function BackToTop() {
  const [visible, setVisible] = useState(false);

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
      aria-label="Back to top"
      className="fixed bottom-24 left-4 z-40 rounded-full shadow-lg print:hidden"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <Icon name="arrowUp" />
    </Button>
  );
}
