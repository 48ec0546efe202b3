import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

function pageModule(text: string) {
  return { default: () => <h1>{text}</h1> };
}

function renderInBoundary(Page: ComponentType) {
  return render(
    <Suspense fallback={<p>Loading...</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('shows the loading screen until the code arrives when it was not preloaded', async () => {
    const Page = lazyPage(() => Promise.resolve(pageModule('Vets')));
    renderInBoundary(Page);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Vets' })).toBeInTheDocument();
  });

  it('renders a preloaded page in the first pass, with no loading screen', async () => {
    const load = vi.fn(() => Promise.resolve(pageModule('Search')));
    const Page = lazyPage(load);
    await Page.preload();
    renderInBoundary(Page);
    expect(screen.getByRole('heading', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('waits for what the page reads on its first render as well as its code', async () => {
    let warmed = false;
    let finishWarming: () => void = () => {};
    const Page = lazyPage(
      () => Promise.resolve(pageModule('Search')),
      () =>
        new Promise<void>((resolve) => {
          finishWarming = () => {
            warmed = true;
            resolve();
          };
        }),
    );
    let preloaded = false;
    const preloading = Page.preload().then(() => (preloaded = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(preloaded).toBe(false);
    finishWarming();
    await preloading;
    expect(warmed && preloaded).toBe(true);
  });

  it('rejects when the code cannot load, so the caller can render anyway', async () => {
    const Page = lazyPage(() => Promise.reject(new Error('offline')));
    await expect(Page.preload()).rejects.toThrow('offline');
  });
});
