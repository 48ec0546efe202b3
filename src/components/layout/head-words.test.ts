import { renderHook } from '@testing-library/react';
import type { RouteId } from '@/config/routes';
import { useForgetHeadWords } from './head-words';

// The <head> of a prerendered hub page: the words only the HTML has, and tags the app renders itself.
const PRERENDERED_HEAD = [
  '<title>Emergency</title>',
  '<meta name="description" content="What to do right now">',
  '<meta property="og:title" content="Emergency">',
  '<meta property="og:description" content="What to do right now">',
  '<meta name="twitter:description" content="What to do right now">',
  '<meta name="keywords" content="cat emergency NYC">',
  '<script type="application/ld+json">{"@type":"WebPage"}</script>',
].join('');

const left = () => [...document.head.children].map((tag) => tag.outerHTML.replace(/ content=.*$/, ''));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('useForgetHeadWords', () => {
  it('keeps the prerendered description while its route shows, and drops it for another route', () => {
    document.head.innerHTML = PRERENDERED_HEAD;
    const { rerender } = renderHook(({ id }: { id: RouteId | undefined }) => useForgetHeadWords(id), {
      initialProps: { id: 'emergency' },
    });
    rerender({ id: 'emergency' });
    expect(document.head.children).toHaveLength(7);
    rerender({ id: 'breathing' });
    expect(left()).toEqual(['<title>Emergency</title>', '<meta property="og:title"']);
  });

  it('drops it when the app shows no route of the registry (its 404)', () => {
    document.head.innerHTML = PRERENDERED_HEAD;
    const { rerender } = renderHook(({ id }: { id: RouteId | undefined }) => useForgetHeadWords(id), {
      initialProps: { id: 'emergency' as RouteId | undefined },
    });
    rerender({ id: undefined });
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });
});
