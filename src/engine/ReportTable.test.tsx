import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportTable } from './ReportTable';

describe('ReportTable', () => {
  it('is a named region the keyboard reaches, so a table wider than the page scrolls without a mouse', () => {
    render(<ReportTable label="Takings by method" headers={['Method', 'Net']} rows={[['Cash', '1,250.00']]} empty="Nothing" />);
    const region = screen.getByRole('region', { name: 'Takings by method' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table', { name: 'Takings by method' }));
  });

  it('says so when there is no row', () => {
    render(<ReportTable label="Sales" headers={['Product', 'Units']} rows={[]} empty="Nothing sold" />);
    expect(screen.getByRole('cell', { name: 'Nothing sold' })).toHaveAttribute('colspan', '2');
  });
});
