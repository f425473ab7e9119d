import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

/** The setup's getElementError (tests/setup/console.ts): a failure still shows the page it looked at. */
describe('a failed query', () => {
  it('prints the page when a wait gives up', async () => {
    render(<p>the page it looked at</p>);
    const error = await screen.findByText('not there', {}, { timeout: 200 }).catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('the page it looked at');
  });

  it('prints the page for a plain getBy', () => {
    render(<p>the page it looked at</p>);
    expect(() => screen.getByText('not there')).toThrow(/the page it looked at/);
  });
});
