import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { HELP_CARD_FALLBACKS } from '@/core/chat-copy';
import { renderWithRouter } from '@/test/render';
import { AiHelpCard, helpPrompt } from './ai-help-card';
import type * as ApiModule from './api';

const askAssistant = vi.fn();
vi.mock('./api', async (importOriginal) => {
  const real = await importOriginal<typeof ApiModule>();
  return { ...real, askAssistant: (...args: unknown[]) => askAssistant(...args) };
});

async function clickAsk() {
  await userEvent.click(screen.getByRole('button', { name: 'Ask AI Assistant' }));
}

describe('AiHelpCard (docs/requirements.md)', () => {
  it('builds the prompt from the query and the search context, or a generic one', () => {
    expect(helpPrompt('cheap vet', true)).toContain('"cheap vet" (search results)');
    expect(helpPrompt('xyz', false)).toContain('(no search results)');
    expect(helpPrompt('  ', false)).not.toContain('searched');
    expect(helpPrompt('cheap vet', true)).toContain('under 3 sentences');
  });

  it('idle → loading (disabled, "Getting help...") → answer in an "AI Assistant" card, asked once', async () => {
    let resolve: (v: unknown) => void = () => {};
    askAssistant.mockReturnValue(new Promise((r) => (resolve = r)));
    renderWithRouter(<AiHelpCard query="cat food" hasResults />);
    await clickAsk();
    const button = await screen.findByRole('button', { name: 'Getting help...' });
    expect(button).toBeDisabled();
    resolve({ reply: 'Feed 3 meals a day. See [Feeding](/feeding).', emergency: false, sources: [] });
    expect(await screen.findByRole('heading', { name: 'AI Assistant' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Feeding' })).toHaveAttribute('href', '/feeding');
    expect(screen.queryByRole('button')).toBeNull();
    expect(askAssistant).toHaveBeenCalledTimes(1);
  });

  it('is a fresh card for a new query, without being rebuilt: the answer belongs to the query it was asked for', async () => {
    askAssistant.mockResolvedValue({ reply: 'Feed 3 meals a day.', emergency: false, sources: [] });
    const { rerender } = renderWithRouter(<AiHelpCard query="cat food" hasResults />);
    await clickAsk();
    expect(await screen.findByRole('heading', { name: 'AI Assistant' })).toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <AiHelpCard query="cat food brand" hasResults />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Ask AI Assistant' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'AI Assistant' })).toBeNull();
  });

  it.each([
    [
      'server error',
      async () => {
        const { ChatServerError } = await import('./api');
        throw new ChatServerError('500');
      },
      HELP_CARD_FALLBACKS.serverError,
    ],
    ['empty reply', async () => ({ reply: '  ', emergency: false, sources: [] }), HELP_CARD_FALLBACKS.emptyReply],
    [
      'exception',
      async () => {
        throw new TypeError('bad shape');
      },
      HELP_CARD_FALLBACKS.exception,
    ],
  ])('shows the exact fallback on %s', async (_name, impl, text) => {
    askAssistant.mockImplementation(impl);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithRouter(<AiHelpCard query="" hasResults={false} />);
    await clickAsk();
    await waitFor(() => expect(screen.getByText(text)).toBeInTheDocument());
    errors.mockRestore();
  });
});
