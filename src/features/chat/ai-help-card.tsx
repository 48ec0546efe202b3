import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { searchCopy as englishSearchCopy } from '@/content/pages/search';
import { usePageContent } from '@/lib/locale-content';
import { HELP_CARD_FALLBACKS } from '@/core/chat-copy';
import { ReplyText } from './reply-text';

/** docs/requirements.md: the prompt built from the search query and whether the search found anything. */
export function helpPrompt(query: string, hasResults: boolean): string {
  const q = query.trim();
  if (!q)
    return 'What practical bodega cat care advice do you have for a shop owner in NYC? Please answer in under 3 sentences.';
  const context = hasResults ? 'search results' : 'no search results';
  return `I searched for "${q}" (${context}). Give practical bodega cat care advice for NYC in under 3 sentences.`;
}

type CardState = { status: 'idle' } | { status: 'loading' } | { status: 'answered'; text: string };

/**
 * 'Need More Help?' → 'Ask AI Assistant' (docs/requirements.md): idle → loading → the answer in an 'AI Assistant'
 * card; asks only once per card. The chat's network code loads on the first click.
 */
const IDLE: CardState = { status: 'idle' };

export function AiHelpCard({ query, hasResults }: { query: string; hasResults: boolean }) {
  // The card belongs to the query it was asked for: a new query shows a fresh card. (Not a new key per query: that
  // would rebuild the card's elements on every keystroke in the search box.)
  const [card, setCard] = useState<{ query: string; state: CardState }>({ query, state: IDLE });
  const { searchCopy } = usePageContent('search', { searchCopy: englishSearchCopy });
  const state = card.query === query ? card.state : IDLE;
  const setState = (next: CardState) => setCard({ query, state: next });

  async function ask() {
    if (state.status !== 'idle') return;
    setState({ status: 'loading' });
    let text: string;
    try {
      const { askAssistant, ChatServerError } = await import('./api');
      try {
        const response = await askAssistant(helpPrompt(query, hasResults));
        text = response.reply.trim() || HELP_CARD_FALLBACKS.emptyReply;
      } catch (error) {
        console.error('AI help request failed:', error);
        text = error instanceof ChatServerError ? HELP_CARD_FALLBACKS.serverError : HELP_CARD_FALLBACKS.exception;
      }
    } catch (error) {
      console.error('AI help could not load:', error);
      text = HELP_CARD_FALLBACKS.exception;
    }
    setState({ status: 'answered', text });
  }

  if (state.status === 'answered') {
    return (
      <Card className="p-4" data-testid="ai-help-answer">
        <CardTitle>AI Assistant</CardTitle>
        <div aria-live="polite" className="mt-2 text-base text-ink">
          <ReplyText text={state.text} />
        </div>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="font-bold text-ink">{searchCopy.help.title}</p>
      <p className="text-sm text-ink-muted">{searchCopy.help.text}</p>
      <Button size="sm" className="self-start" disabled={state.status === 'loading'} onClick={() => void ask()}>
        {state.status === 'loading' ? 'Getting help...' : searchCopy.help.button}
      </Button>
    </div>
  );
}
