import { screen, within } from '@testing-library/react';
import { renderWithRouter as render } from '@/test/render';
import { describe, expect, it } from 'vitest';
import { nearbyOpen24hHospitals, nycOpen24hHospitals } from '@/content/emergency-hospitals';
import { phoneDisplay } from '@/content/resources';
import { printedPhone } from '@/content/printed-phone';
import { PrintContactTable } from './print-contact-table';

const hospitals = [...nycOpen24hHospitals, ...nearbyOpen24hHospitals];

describe('printedPhone', () => {
  it('prints a callable number as is, and never prints a number the data rules hide', () => {
    for (const h of hospitals) {
      const printed = printedPhone(h);
      const display = phoneDisplay(h);
      if (display === 'call') expect(printed).toBe(h.phone);
      if (display === 'unconfirmed') expect(printed).toBe(`${h.phone ?? ''} (unconfirmed: check first)`);
      if (display === 'hidden') expect(printed).toBe('Not confirmed: call ahead / check website');
    }
  });

  it('covers both a callable and a hidden phone in the hospital data', () => {
    const kinds = new Set(hospitals.map((h) => phoneDisplay(h)));
    expect(kinds).toContain('call');
    expect(kinds).toContain('hidden');
  });
});

describe('PrintContactTable', () => {
  it('has a captioned row per hospital with its name, where, and phone', () => {
    render(<PrintContactTable caption="In New York City" resources={nycOpen24hHospitals} />);
    const table = screen.getByRole('table', { name: 'In New York City', hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows).toHaveLength(nycOpen24hHospitals.length);
    nycOpen24hHospitals.forEach((h, i) => {
      const row = rows[i];
      if (!row) throw new Error(`no row for ${h.name}`);
      expect(within(row).getByRole('rowheader', { hidden: true })).toHaveTextContent(h.name);
      expect(row).toHaveTextContent(printedPhone(h));
      if (h.borough) expect(row).toHaveTextContent(h.borough);
    });
  });

  it('is hidden on screen and shown in print', () => {
    render(<PrintContactTable caption="Outside the city" resources={nearbyOpen24hHospitals} />);
    expect(screen.getByTestId('print-contact-table')).toHaveClass('hidden', 'print:table');
  });
});
