import { useEffect, useRef } from 'react';
import { PhoneLink } from '@/components/content/phone-link';
import { Icon } from '@/components/ui/icon';
import { emergencyContact } from '@/content/contacts';
import { fill } from '@/content/locales/fill';
import { useChrome } from '@/lib/locale-content';

const BAR_HEIGHT = '--emergency-bar-height';

/**
 * Sticky red bar with the 24/7 number, on every page (spec "Common layout"). A landmark of its own, named by its
 * question, so a screen reader that moves by landmarks reaches the number as well as the page.
 */
export function EmergencyBar() {
  const bar = useRef<HTMLElement>(null);
  const { emergencyBar: words } = useChrome();

  // Its height (one or two lines, by screen width) as --emergency-bar-height: the chat card starts below it.
  // Written only when it differs from the value in effect (index.css registers the property as a length, so the
  // computed value is in px): every element inherits a property set on <html>, so each write restyles the whole
  // page, a task of 7-13 ms on /emergency after hydration (docs/decisions/0011-first-paint-tbt.md) for the
  // one-line height the stylesheet already has.
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = `${element.offsetHeight}px`;
      if (getComputedStyle(root).getPropertyValue(BAR_HEIGHT).trim() !== height)
        root.style.setProperty(BAR_HEIGHT, height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <aside
      ref={bar}
      aria-label={words.question}
      data-testid="emergency-bar"
      className="sticky top-0 z-50 bg-emergency-dark text-white shadow-md print:static print:bg-white print:text-black print:shadow-none"
    >
      <div className="mx-auto flex max-w-content items-center justify-between gap-3 px-4 py-2">
        <p className="flex items-center gap-2 text-sm leading-tight font-semibold sm:text-base">
          <Icon name="emergency" className="hidden sm:block" />
          <span>
            {words.question} <span className="hidden sm:inline">{emergencyContact.shortName} — </span>
            {words.open}
          </span>
        </p>
        <PhoneLink
          phone={emergencyContact.phone}
          variant="inverse"
          size="sm"
          className="shrink-0"
          label={fill(words.callLabel, { name: emergencyContact.shortName, phone: emergencyContact.phone })}
        >
          {emergencyContact.phone}
        </PhoneLink>
      </div>
    </aside>
  );
}
