import type { Config } from 'tailwindcss';

// The one place the site's colours and tokens are defined (loaded from src/styles/index.css via @config).
// Every pair used for text passes WCAG AA contrast on its background.
const emergency = { DEFAULT: '#b91c1c', dark: '#7f1d1d', soft: '#fef2f2', border: '#fecaca' };

/** The browser's UI colour (index.html's theme-color meta and the web app manifest): the emergency bar's red. */
export const THEME_COLOR = emergency.DEFAULT;

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        emergency,
        urgent: { DEFAULT: '#92400e', soft: '#fffbeb', border: '#fde68a' },
        brand: { DEFAULT: '#0f5f5c', dark: '#0b4543', soft: '#ecfdf9', border: '#99e2d6' },
        ink: { DEFAULT: '#1f2937', muted: '#4b5563' },
        surface: { DEFAULT: '#ffffff', sunken: '#f8fafc', line: '#e2e8f0' },
      },
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Noto Sans', 'Arial', 'sans-serif'],
      },
      maxWidth: { content: '72rem' },
    },
  },
} satisfies Config;
