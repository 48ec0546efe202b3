import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { EmergencyBar } from '@/components/layout/emergency-bar';
import { FloatingDock } from '@/components/layout/floating-dock';
import { useForgetHeadWords } from '@/components/layout/head-words';
import { PrimaryNav } from '@/components/layout/primary-nav';
import { RouteHead } from '@/components/layout/route-head';
import { ScrollManager } from '@/components/layout/scroll-manager';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { TranslationNotice } from '@/components/layout/translation-notice';
import { OfflineNotice } from '@/components/layout/offline-notice';
import { MAIN_ID, SkipLink } from '@/components/layout/skip-link';
import { Toaster } from '@/components/ui/toaster';
import { isRtl, localizedRouteForPath } from '@/config/locales';
import { navSectionFor } from '@/config/routes';
import { ChatLauncher } from '@/features/chat/chat-launcher';
import { SearchBox } from '@/features/search/search-box';
import { useLocale } from '@/lib/locale-content';
import { ErrorBoundary } from './error-boundary';

// The language menu is prerendered into every page and hydrates when its own chunk arrives, so its languages
// and the automatic translation's code are not part of the first load.
const LanguageMenu = lazy(() =>
  import('@/features/translate/language-menu').then((m) => ({ default: m.LanguageMenu })),
);
// The English home's offer of another language the browser prefers: its own chunk, rendered after hydration.
const LanguageOffer = lazy(() =>
  import('@/components/layout/language-offer').then((m) => ({ default: m.LanguageOffer })),
);
// The chat's help card loads with the search dropdown that shows it, not with the page.
const AiHelpCard = lazy(() => import('@/features/chat/ai-help-card').then((m) => ({ default: m.AiHelpCard })));

/**
 * The common layout every page shares. The translate widget, the footer and the chat launcher each sit in their
 * own Suspense boundary: React hydrates such a boundary as a separate unit, after the page around it and ahead
 * of schedule only if someone interacts with it, so the first screen becomes interactive sooner.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = useLocale();
  const route = localizedRouteForPath(pathname)?.route;
  const isHome = route?.id === 'home';

  // The prerendered page carries its language on <html> (scripts/prerender.mjs); an in-app move to a page in
  // another language (a link to a page that exists only in English) changes it here.
  useEffect(() => {
    const html = document.documentElement;
    html.lang = locale;
    html.dir = isRtl(locale) ? 'rtl' : 'ltr';
  }, [locale]);
  useForgetHeadWords(route?.id);

  return (
    <>
      {route ? <RouteHead route={route} locale={locale} pathname={pathname} /> : null}
      <ScrollManager />
      <SkipLink />
      <EmergencyBar />
      <OfflineNotice />
      <SiteHeader
        isHome={isHome}
        translateSlot={
          <ErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <LanguageMenu routeId={route?.id} />
            </Suspense>
          </ErrorBoundary>
        }
      />
      <PrimaryNav
        currentRouteId={route?.id}
        sectionId={route ? navSectionFor(route) : undefined}
        searchSlot={
          <ErrorBoundary fallback={null}>
            <SearchBox
              renderHelp={(ctx) => (
                <Suspense fallback={null}>
                  <AiHelpCard {...ctx} />
                </Suspense>
              )}
            />
          </ErrorBoundary>
        }
      />
      {route && !isHome ? <Breadcrumbs route={route} /> : null}
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto w-full max-w-content flex-1 px-4 py-6 outline-none">
        {children}
        {/* After the page, so the emergency steps and call buttons stay at the top of a phone's screen. */}
        {route && locale !== 'en' ? <TranslationNotice locale={locale} route={route} /> : null}
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <FloatingDock />
      {isHome && locale === 'en' ? (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <LanguageOffer />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <ChatLauncher />
        </Suspense>
      </ErrorBoundary>
      <Toaster />
    </>
  );
}
