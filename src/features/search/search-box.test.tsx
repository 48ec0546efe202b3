import { fireEvent, screen } from '@testing-library/react';
import { searchCopy as spanishSearchCopy } from '@/content/locales/es/search';
import { searchBoxWords as spanishBoxWords } from '@/content/locales/es/search-box';
import { searchCopy } from '@/content/pages/search';
import { forgetTranslations, loadLocale } from '@/lib/locale-content';
import { renderWithRouter } from '@/test/render';
import { SearchBox } from './search-box';
import { loadSearchEngine } from './search-engine-store';

describe('SearchBox help card', () => {
  // The engine is a lazy chunk: load it once up front so each test waits only for rendering.
  beforeAll(() => loadSearchEngine(), 30_000);

  it("ends the dropdown with the default 'Need More Help?' card", async () => {
    renderWithRouter(<SearchBox />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'lily' } });
    expect(await screen.findAllByRole('option')).not.toHaveLength(0);
    expect(screen.getByText(searchCopy.help.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: searchCopy.help.button })).toHaveAttribute('href', '/search?q=lily');
  });

  it('renders renderHelp in place of the default card, with the query and whether anything matched', async () => {
    const renderHelp = vi.fn(({ query, hasResults }: { query: string; hasResults: boolean }) => (
      <p>
        custom help for {query} {hasResults ? 'with' : 'without'} results
      </p>
    ));
    renderWithRouter(<SearchBox renderHelp={renderHelp} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'xqzjvw' } });
    expect(await screen.findByText(searchCopy.box.noMatch('xqzjvw'))).toBeInTheDocument();
    expect(screen.getByText('custom help for xqzjvw without results')).toBeInTheDocument();
    expect(screen.queryByText(searchCopy.help.title)).not.toBeInTheDocument();
  });
});

describe('SearchBox in another language', () => {
  beforeAll(() => loadSearchEngine(), 30_000);
  afterEach(() => forgetTranslations());

  it('loads the dropdown’s words on first use and opens only once they are there, never in English', async () => {
    // What a Spanish page loads before it renders: the layout's words, not the dropdown's.
    await loadLocale('es');
    renderWithRouter(<SearchBox />, { path: '/es/emergency' });
    const box = screen.getByRole('combobox', { name: spanishBoxWords.label });
    expect(box).toHaveAttribute('placeholder', spanishBoxWords.placeholder);
    fireEvent.change(box, { target: { value: 'vomito' } });
    // Closed until the words arrive: no English help card in between.
    expect(screen.queryByText(searchCopy.help.title)).not.toBeInTheDocument();
    expect(await screen.findByText(spanishSearchCopy.help.title)).toBeInTheDocument();
    expect(screen.queryByText(searchCopy.help.title)).not.toBeInTheDocument();
    expect(await screen.findAllByRole('option')).not.toHaveLength(0);
  });
});
