import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@/test/render';
import { checkPage } from '@/content/pages/check';
import { CheckerView } from './checker-view';

describe('CheckerView', () => {
  it('leaves focus alone on the first question, and moves it to each new page’s heading', async () => {
    renderWithRouter(<CheckerView />, { path: '/check' });
    const first = screen.getByRole('heading', { level: 1, name: checkPage.steps[0].question });
    expect(first).not.toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: checkPage.steps[0].none }));
    expect(screen.getByRole('heading', { level: 1, name: checkPage.steps[1].question })).toHaveFocus();
    expect(screen.getByText('Question 2 of 7')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: /lily, a medicine/ }));
    expect(screen.getByRole('heading', { level: 1, name: checkPage.goNow.heading })).toHaveFocus();
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
});
