import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** For the list screens' tests (docs/features/lists.md). */

/** The texts of column `index` in the body rows of the table in `scope` (the page by default). */
export const columnTexts = (index: number, scope: HTMLElement = document.body) =>
  within(scope)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]!.textContent);

/**
 * A list's search box `label`: typing `hit` leaves the rows `shown` (as `rows` reads them) counted
 * as '1 fila', and one character more leaves only the list's `noMatch` text.
 */
export async function expectSearch(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  [hit, more]: readonly [string, string],
  rows: () => unknown[],
  [shown, noMatch]: readonly [string, string],
) {
  const box = screen.getByRole('searchbox', { name: label });
  await user.type(box, hit);
  expect(rows()).toEqual([shown]);
  expect(screen.getByText('1 fila')).toBeInTheDocument();
  await user.type(box, more);
  expect(screen.getByText(noMatch)).toBeInTheDocument();
}

/** The row that shows `key`, once it shows, after checking it holds each of `texts`. */
export async function rowShowing(key: string, texts: readonly string[]) {
  const row = (await screen.findByText(key)).closest('tr')!;
  for (const text of texts) expect(within(row).getByText(text)).toBeInTheDocument();
  return row;
}
