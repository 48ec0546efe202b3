import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@/test/render';
import { checkPage } from '@/content/pages/check';
import { checkPage as spanish } from '@/content/locales/es/check';
import { redFlagsEs } from '@/content/locales/es/red-flags';
import { emergencyPage as spanishEmergency } from '@/content/locales/es/emergency';
import { loadLocale } from '@/lib/locale-content';
import { CheckerView } from './checker-view';

describe('CheckerView', () => {
  it('leaves focus alone on the first question, and moves it to each new page’s heading', async () => {
    renderWithRouter(<CheckerView />, { path: '/check' });
    const first = screen.getByRole('heading', { level: 1, name: checkPage.steps[0].question });
    expect(first).not.toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: checkPage.steps[0].none }));
    expect(screen.getByRole('heading', { level: 1, name: checkPage.steps[1].question })).toHaveFocus();
    expect(screen.getByText('Question 2 of 7')).toBeInTheDocument();

    // The outcomes are a chunk of their own: an awaited act lets it load, and its heading then gets focus.
    const answer = screen.getByRole('link', { name: /lily, a medicine/ });
    await act(async () => fireEvent.click(answer));
    const outcome = await screen.findByRole(
      'heading',
      { level: 1, name: checkPage.goNow.heading },
      { timeout: 10_000 },
    );
    expect(outcome).toHaveFocus();
    expect(screen.getAllByTestId('checker-back')[0]).toHaveAttribute('href', '/check/happened');
  });

  it('illustrates every answer on the first screen with an icon from the set', () => {
    renderWithRouter(<CheckerView />, { path: '/check' });
    const links = [...screen.getByTestId('checker-answers').querySelectorAll('a')];
    expect(links).toHaveLength(checkPage.steps[0].options.length);
    // Its icon, then the chevron: an icon name outside the set would leave the chevron alone.
    expect(links.map((a) => a.querySelectorAll('svg').length)).toEqual(links.map(() => 2));
  });

  it('says so, with a way back to the start, for a path that is no page of the checker', () => {
    renderWithRouter(<CheckerView />, { path: '/check/nope' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(checkPage.notFound);
    expect(screen.getByRole('link', { name: checkPage.startAgain })).toHaveAttribute('href', '/check');
  });

  it('reads its words and the red flags’ in the page’s language, and keeps its links in it', async () => {
    await loadLocale('es', 'check');
    renderWithRouter(<CheckerView />, { path: '/es/check' });
    const first = spanish.steps.find((step) => step.id === 'now');
    if (!first) throw new Error('The Spanish checker has no first question');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(first.question);
    const answers = [...screen.getByTestId('checker-answers').querySelectorAll('a')];
    expect(answers.map((a) => a.getAttribute('href'))).toEqual(
      first.options.map((o) => `/es/check/go-now/${'flag' in o ? o.flag : ''}`),
    );

    // The outcome waits for the language's red flags and /emergency words: an awaited act lets it.
    const answer = screen.getByRole('link', {
      name: first.options.find((o) => 'flag' in o && o.flag === 'breathing')?.text,
    });
    await act(async () => fireEvent.click(answer));
    const outcome = await screen.findByRole('heading', { level: 1, name: spanish.goNow.heading }, { timeout: 10_000 });
    expect(outcome).toHaveFocus();
    const breathing = redFlagsEs.breathing;
    for (const step of breathing?.steps ?? []) expect(screen.getByText(step)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: breathing?.guide })).toHaveAttribute('href', '/es/emergency#breathing');
    const dont = spanishEmergency.situations.find((s) => s.id === 'breathing')?.dont ?? [];
    expect(dont.length).toBeGreaterThan(0);
    for (const line of dont) expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getAllByTestId('checker-restart')[0]).toHaveAttribute('href', '/es/check');
  });
});
