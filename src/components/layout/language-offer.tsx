import { useEffect, useState } from 'react';
import { localePath, preferredLocale, type OtherLocale } from '@/config/locales';
import { chromeFor, loadLocale } from '@/lib/locale-content';

/**
 * On the English home, to a person whose browser prefers one of the site's other languages: one line, in that
 * language, linking to the home page in it. Never a redirect. It appears after hydration and out of the page's
 * flow (in the bottom strip between the floating buttons, or floating on a wide screen), so nothing moves.
 */
export function LanguageOffer() {
  const [offer, setOffer] = useState<{ locale: OtherLocale; text: string } | null>(null);

  useEffect(() => {
    const locale = preferredLocale(navigator.languages ?? [navigator.language]);
    if (!locale) return;
    let live = true;
    void loadLocale(locale).then(() => {
      if (live) setOffer({ locale, text: chromeFor(locale).languageOffer });
    });
    return () => {
      live = false;
    };
  }, []);

  if (!offer) return null;
  return (
    <p
      lang={offer.locale}
      data-testid="language-offer"
      className="fixed inset-x-16 bottom-0 z-40 flex h-(--dock-height) items-center justify-center text-center text-sm leading-tight print:hidden xl:inset-x-auto xl:bottom-6 xl:left-1/2 xl:h-auto xl:-translate-x-1/2 xl:rounded-full xl:border xl:border-surface-line xl:bg-surface xl:px-4 xl:py-2 xl:shadow-lg"
    >
      <a
        href={localePath(offer.locale, '/')}
        hrefLang={offer.locale}
        className="font-semibold text-brand-dark underline"
      >
        {offer.text}
      </a>
    </p>
  );
}
