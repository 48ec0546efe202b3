// The chat launcher's words that every page shows (docs/requirements.md "Chat modal/panel"): a layout module
// (src/config/locales.ts), loaded with every page. The chat's own words (src/content/pages/chat-widget.ts) load
// when it is first opened.
export const chatLauncher = {
  open: 'Open chat assistant',
  loading: 'Loading chat…',
};
