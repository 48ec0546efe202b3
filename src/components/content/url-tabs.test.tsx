import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { UrlTabs } from './url-tabs';

const tabs = [
  { value: 'daily', label: 'Daily', content: <p>Daily panel</p> },
  { value: 'tools', label: 'Tools', content: <p>Tools panel</p> },
  { value: 'bathing', label: 'Bathing', content: <p>Bathing panel</p> },
];

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderAt(path: string) {
  return renderWithRouter(
    <>
      <UrlTabs tabs={tabs} defaultValue="daily" label="Grooming topics" />
      <Search />
    </>,
    { path },
  );
}

describe('UrlTabs', () => {
  it.each(tabs)('?tab=$value opens the $label tab', ({ value, label }) => {
    renderAt(`/grooming?tab=${value}`);
    expect(screen.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(`${label} panel`);
  });

  it.each(['', '?tab=nope', '?tab=', '?tab=%3Cscript%3E'])('%s shows the default tab', (search) => {
    renderAt(`/grooming${search}`);
    expect(screen.getByRole('tab', { name: 'Daily' })).toHaveAttribute('aria-selected', 'true');
  });

  it('writes the chosen tab to the URL, and drops it for the default tab', async () => {
    const user = userEvent.setup();
    renderAt('/grooming?x=1');
    await user.click(screen.getByRole('tab', { name: 'Bathing' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?x=1&tab=bathing');
    await user.click(screen.getByRole('tab', { name: 'Daily' }));
    expect(screen.getByTestId('search')).toHaveTextContent(/^\?x=1$/);
  });
});
