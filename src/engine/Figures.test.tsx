import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FigureCard } from './Figures';

describe('a figure card', () => {
  it("keeps each amount of its detail whole: 'LKR' never ends a line away from its figure", () => {
    render(<FigureCard label="Cash out" value="LKR 0.00" detail="Refunds LKR 0.00 · expenses LKR 1,250.50" />);
    const detail = screen.getByText('Refunds LKR 0.00 · expenses LKR 1,250.50');
    expect(detail.textContent).toBe('Refunds LKR\u00A00.00 · expenses LKR\u00A01,250.50');
  });

  it("breaks a label too long for its card (Tamil's 'நிலுவையுள்ளவர்கள்') inside it, rather than past its edge", () => {
    render(<FigureCard label="நிலுவையுள்ளவர்கள்" value="5" />);
    expect(screen.getByText('நிலுவையுள்ளவர்கள்')).toHaveStyle({ overflowWrap: 'anywhere' });
  });
});
