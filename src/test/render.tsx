import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders inside a router at `path` (components use Link and URL state). */
export function renderWithRouter(ui: ReactElement, { path = '/', ...options }: RenderOptions & { path?: string } = {}) {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>, options);
}
