import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppShell } from './app/app';
import { headWordsFor } from './app/head-words';
import { AppRoutes, preloadPage } from './app/router';
import { HeadWordsContext } from './components/layout/head-words';
import { splitLocalePath } from './config/locales';
import { translateConfig } from './features/translate/translate-config';
import { forgetTranslations } from './lib/locale-content';

// Build-time only (scripts/prerender.mjs): renders a route to HTML, waiting for its lazy page, so every route
// ships its content, the emergency bar and the tel: link in the first response.
export { aliasRedirects, routeList } from './config/routes';
export { alternatesFor, isRtl, localizedRoutes, splitLocalePath } from './config/locales';
// The checker's questions and outcomes: each a page of its own under /check and /<locale>/check (docs/checker.md).
export { nestedPages } from './composition/site-checker';

// Origins the translate widget loads from, for the CSP in _headers.
export const translateScriptOrigins: readonly string[] = translateConfig.cspOrigins;

export async function render(url: string): Promise<string> {
  // The layout around the page reads its language's chrome as it renders: load it (and the page's own
  // translation) first, as the browser does before it hydrates (src/main.tsx) — and only those: what an earlier
  // page loaded is forgotten, or this page could render words the browser doesn't have when it hydrates.
  forgetTranslations();
  await preloadPage(url);
  // A component that throws while prerendering would silently fall back to client rendering (React #419) and
  // ship an inline script the CSP blocks: fail the build instead.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    // The words only the HTML's <head> shows (descriptions, keywords): the browser's code has none of them.
    <HeadWordsContext value={headWordsFor(splitLocalePath(url).locale)}>
      <AppShell>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppShell>
    </HeadWordsContext>,
    {
      onError: (error) => void errors.push(error),
      // Inline every boundary: React otherwise outlines large ones behind inline <script>s that reveal them,
      // which the CSP (no inline scripts) blocks, and which a page without JavaScript never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) {
    throw new Error(
      `Prerendering ${url} failed: ${errors.map((e) => (e instanceof Error ? e.stack : String(e))).join('\n')}`,
    );
  }
  const reader = prelude.getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
  }
  return html + decoder.decode();
}
