import { expect, type Locator, type Page } from '@playwright/test';

/**
 * For the list specs: sorting a list by a column header, as docs/features/lists.md has it (a click
 * ascending, the next descending, aria-sort says which).
 */

/** The column `label` of the list in `scope` says it is sorted descending (its header's aria-sort). */
export async function expectSortedDescending(
  scope: Page | Locator,
  label: string,
  options?: { timeout: number },
): Promise<void> {
  await expect(scope.getByRole('columnheader', { name: label })).toHaveAttribute(
    'aria-sort',
    'descending',
    options,
  );
}

/** Sorts the list in `scope` by the column `label`, descending: its header twice (ascending first). */
export async function sortDescending(scope: Page | Locator, label: string): Promise<void> {
  const header = scope.getByRole('button', { name: label, exact: true });
  await header.click();
  await header.click();
  await expectSortedDescending(scope, label);
}
