import { BackToTop } from './back-to-top';

/**
 * Where the floating buttons (back-to-top, the chat launcher) live, so they never sit on the page's text.
 * Below 1280 px there is no margin beside the content to float in: the buttons sit in a solid strip at the
 * bottom of the screen, and the page is padded by the strip's height (--dock-height, index.css) so its last
 * lines scroll clear of it. From 1280 px the buttons float in the margin beside the 72rem content column.
 */
export function FloatingDock() {
  return (
    <>
      <div
        aria-hidden="true"
        data-testid="floating-dock"
        className="fixed inset-x-0 bottom-0 z-30 h-(--dock-height) border-t border-surface-line bg-surface print:hidden xl:hidden"
      />
      <BackToTop />
    </>
  );
}
