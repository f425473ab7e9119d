import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The table's column headers, as the user reads them. */
export const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

/** The names the Columns button offers (the role's columns, shown or not). */
export async function columnChoices(user: UserEvent): Promise<string[]> {
  await user.click(screen.getByRole('button', { name: 'Columns' }));
  const names = (await screen.findAllByRole('option')).map((option) => option.textContent ?? '');
  await user.keyboard('{Escape}');
  return names;
}

/** Shows (or hides) a column through the Columns button, as a user would. */
export async function toggleColumn(user: UserEvent, label: string): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Columns' }));
  const option = await screen.findByRole('option', { name: label });
  await user.click(option.querySelector('input')!);
  await user.keyboard('{Escape}');
}
