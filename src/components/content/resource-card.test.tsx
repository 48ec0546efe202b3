import { screen, within } from '@testing-library/react';
import type { Resource } from '@/content/resources';
import { renderWithRouter } from '@/test/render';
import { testResource } from '@/test/resource';
import { directionsHref, reportWrongInfoHref } from '@/content/listing-links';
import { ResourceCard } from './resource-card';

function resource(overrides: Partial<Resource> = {}): Resource {
  return testResource({
    id: 'test-clinic',
    category: 'lowCostClinics',
    name: 'Test Clinic',
    borough: 'Brooklyn',
    neighborhood: 'Williamsburg',
    address: '1 Test St, Brooklyn, NY 11211',
    phone: '(718) 555-0100',
    website: 'https://clinic.example.org',
    verification: { phone: { level: 'official-page' } },
    lastConfirmed: '2025-03-02',
    ...overrides,
  });
}

describe('ResourceCard', () => {
  it('offers tap-to-call for an official phone, digits only', () => {
    renderWithRouter(<ResourceCard resource={resource()} />);
    expect(screen.getByRole('link', { name: /Call Test Clinic/ })).toHaveAttribute('href', 'tel:7185550100');
    expect(screen.getByText('Last checked: March 2025')).toBeInTheDocument();
  });

  it('shows a single-source phone as unconfirmed text, never as a call link', () => {
    renderWithRouter(<ResourceCard resource={resource({ verification: { phone: { level: 'single-source' } } })} />);
    expect(screen.queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
    expect(screen.getByText(/unconfirmed — check before you go/)).toBeInTheDocument();
  });

  it('sends people to the website when the phone is not confirmed', () => {
    renderWithRouter(
      <ResourceCard resource={resource({ phone: null, verification: { phone: { level: 'conflict' } } })} />,
    );
    expect(screen.queryByText('(718) 555-0100')).not.toBeInTheDocument();
    expect(screen.getByText(/Phone not confirmed — check the/)).toHaveTextContent(/check the website .*before you go/);
    expect(screen.getByRole('link', { name: /^website/ })).toHaveAttribute('href', 'https://clinic.example.org');
  });

  it('says so when a listing with no confirmed phone has no website either', () => {
    renderWithRouter(<ResourceCard resource={resource({ phone: null, website: null })} />);
    expect(screen.getByText(/Phone not confirmed — search the name or call 311/)).toBeInTheDocument();
  });

  it('asks people to confirm stale facts, and links a pre-filled report', () => {
    renderWithRouter(<ResourceCard resource={resource({ staleFields: ['costNotes'] })} />);
    expect(screen.getByText(/confirm with the provider/)).toBeInTheDocument();
    const report = screen.getByRole('link', { name: 'Report wrong info' });
    expect(report.getAttribute('href')).toBe(reportWrongInfoHref(resource()));
  });

  it('opens website and directions in a new tab without an opener', () => {
    renderWithRouter(<ResourceCard resource={resource()} />);
    const card = screen.getByTestId('resource-card');
    for (const link of within(card).getAllByRole('link', { name: /opens in a new tab/ })) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(card).getByRole('link', { name: /Directions/ })).toHaveAttribute(
      'href',
      directionsHref(resource().address ?? ''),
    );
  });
});

describe('reportWrongInfoHref', () => {
  it('pre-sets a resource report with the listing name and website', () => {
    const href = reportWrongInfoHref({ name: 'A & B Vets', website: 'https://ab.example.org' });
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/feedback');
    expect(url.searchParams.get('type')).toBe('resource');
    expect(url.searchParams.get('subject')).toBe('Wrong info: A & B Vets');
    expect(url.searchParams.get('resourceUrl')).toBe('https://ab.example.org');
  });
});
