import type { ComponentType } from 'react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { guidePassages } from './passages';

// Every passage links a section that really exists: each page is rendered as the site renders it, and the
// link's #id must be an element id on it (what scripts/check-links.mjs checks in the build), or the link's
// ?tab= must open the tab that shows the section's heading.

const pages = import.meta.glob<{ default: ComponentType }>('../../app/routes/*.tsx', { eager: true });
const componentFor = (pathname: string) => pages[`../../app/routes/${pathname.slice(1)}.tsx`]?.default;

function render(url: string): string {
  const Page = componentFor(new URL(url, 'https://example.test').pathname);
  if (!Page) throw new Error(`no route component for ${url}`);
  return renderToString(createElement(MemoryRouter, { initialEntries: [url] }, createElement(Page)));
}

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
const sections = [...new Map(guidePassages.map((p) => [p.path, p.section])).entries()];

describe('guide passages', () => {
  it('cover the care guides with paragraphs, list items and rows', () => {
    expect(guidePassages.length).toBeGreaterThan(300);
    for (const p of guidePassages) expect(p.text.trim().length, p.path).toBeGreaterThan(3);
    expect(guidePassages.some((p) => p.path === '/spay-neuter#costs' && p.text.includes('$'))).toBe(true);
  });

  it('mark emergency guides as emergency, except their preparation sections (kit, vital signs, prevention)', () => {
    const emergencyOf = (path: string) => guidePassages.filter((p) => p.path === path).map((p) => p.emergency);
    expect(emergencyOf('/first-aid#topic-burns')).not.toContain(false);
    expect(emergencyOf('/emergency#poisoning')).not.toContain(false);
    for (const path of ['/first-aid#kit', '/first-aid#vitals', '/first-aid#prevention', '/breathing#prevention'])
      expect(emergencyOf(path), path).toEqual(expect.arrayContaining([false]));
    expect(emergencyOf('/first-aid#kit')).not.toContain(true);
  });

  it.each(sections)('%s exists on its page (%s)', (path, title) => {
    const url = new URL(path, 'https://example.test');
    const html = decode(render(path));
    if (url.hash) expect(html).toContain(` id="${url.hash.slice(1)}"`);
    else expect(html).toContain(title);
  });

  it('the check fails for a section that is not there', () => {
    expect(decode(render('/feeding'))).not.toContain(' id="no-such-section"');
    expect(decode(render('/grooming?tab=daily'))).not.toContain('Professional grooming<');
  });
});
