import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localeNames } from '@/config/locales';
import { chrome } from '@/content/locales/en/chrome';
import { LOCALES } from '@/content/locales/types';
import { renderWithRouter } from '@/test/render';
import { LanguageMenu } from './language-menu';

const menuLinks = () => within(screen.getByTestId('language-menu')).getAllByRole('link', { hidden: true });

describe('LanguageMenu', () => {
  it('links every language to the same page where it has one, each named in its own language', () => {
    renderWithRouter(<LanguageMenu routeId="emergency" />, { path: '/ar/emergency' });
    const links = menuLinks();
    expect(links.map((a) => a.textContent)).toEqual(LOCALES.map((l) => localeNames[l]));
    expect(links.map((a) => a.getAttribute('lang'))).toEqual([...LOCALES]);
    const arabic = links[LOCALES.indexOf('ar')];
    expect(arabic).toHaveAttribute('href', '/ar/emergency');
    expect(arabic).toHaveAttribute('aria-current', 'page');
    expect(links[LOCALES.indexOf('en')]).toHaveAttribute('href', '/emergency');
    expect(links[LOCALES.indexOf('es')]).toHaveAttribute('href', '/es/emergency');
  });

  it('sends a language without this page to its home, and says so', () => {
    renderWithRouter(<LanguageMenu routeId="vets" />, { path: '/vets' });
    const links = menuLinks();
    expect(links[LOCALES.indexOf('en')]).toHaveAttribute('href', '/vets');
    expect(links[LOCALES.indexOf('ko')]).toHaveAttribute('href', '/ko');
    expect(links[LOCALES.indexOf('ko')]).toHaveTextContent(`${localeNames.ko}*`);
    expect(screen.getByText(`* ${chrome.languageMenu.notTranslated}`)).toBeInTheDocument();
  });

  it('offers the automatic translation after our languages', () => {
    renderWithRouter(<LanguageMenu routeId="home" />);
    expect(screen.getByRole('button', { name: chrome.languageMenu.other, hidden: true })).toBeInTheDocument();
  });
});
