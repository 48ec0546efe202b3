import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { vetsPage } from '@/content/pages/vets';
import { NearMePanel } from './near-me-panel';
import type { NearMeState } from './use-near-me';

// The directory's data no longer holds a filter whose listings all lack a map location (Staten Island gained a
// street address in the 2026-11-28 research), so the panel's explanation is tested here rather than end to end.
const ready: NearMeState = { status: 'ready', origin: { lat: 40.6, lng: -74.1 } };
const noop = () => undefined;

describe('NearMePanel', () => {
  it.each([
    [ready, true, vetsPage.nearMe.noCoordinates],
    [ready, false, ''],
    [{ status: 'denied' } as const, false, vetsPage.nearMe.denied],
    [{ status: 'unavailable' } as const, false, vetsPage.nearMe.unavailable],
    [{ status: 'locating' } as const, false, vetsPage.nearMe.locating],
  ])('%o with noCoordinates=%s says %j', (state, noCoordinates, text) => {
    render(<NearMePanel state={state} noCoordinates={noCoordinates} onRequest={noop} onReset={noop} />, {
      wrapper: MemoryRouter, // the panel reads its words in the page's language, from the URL
    });
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('offers to stop sorting only while it sorts', () => {
    const { rerender } = render(<NearMePanel state={ready} noCoordinates={false} onRequest={noop} onReset={noop} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.getByRole('button', { name: vetsPage.nearMe.stop })).toBeVisible();
    rerender(<NearMePanel state={ready} noCoordinates onRequest={noop} onReset={noop} />);
    expect(screen.getByRole('button', { name: vetsPage.nearMe.button })).toBeVisible();
  });
});
