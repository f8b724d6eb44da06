import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { catchDownloads } from '@/test/downloads';
import type { RecordedCall } from '@/test/render';

/**
 * Steps the list screens' tests share (docs/features/lists.md): sorting a column, filling and saving
 * a form, exporting.
 */

type User = ReturnType<typeof userEvent.setup>;

/**
 * Clicks column `name`'s sort button in `scope` (the page by default): its header then says it sorts
 * in `direction`, and the rows, as `rows` reads them, come in `order`.
 */
export async function sortByColumn(
  user: User,
  name: string,
  [direction, order]: readonly ['ascending' | 'descending', readonly unknown[]],
  rows: () => unknown[],
  scope: HTMLElement = document.body,
) {
  await user.click(within(scope).getByRole('button', { name }));
  expect(within(scope).getByRole('columnheader', { name })).toHaveAttribute('aria-sort', direction);
  expect(rows()).toEqual(order);
}

/**
 * Types each value, key by key as people do (an amount's '.' and ',' among them), into the field of
 * `dialog` labelled by its key (or by `labels[key]`); an empty value leaves the field cleared.
 */
export async function fillFields<Key extends string>(
  user: User,
  dialog: HTMLElement,
  values: Partial<Record<Key, string>>,
  labels?: Record<Key, string>,
) {
  for (const [key, value] of Object.entries(values) as [Key, string | undefined][]) {
    const input = within(dialog).getByLabelText(labels?.[key] ?? key);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

/** Picks `option` in the select `name` of `dialog` (its options open in a portal, outside it). */
export async function chooseOption(user: User, dialog: HTMLElement, name: string, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Clicks the dialog's 'Guardar' and expects the form to refuse with `message`, in the dialog. */
export async function expectRefused(user: User, dialog: HTMLElement, message: string) {
  await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  expect(await within(dialog).findByText(message)).toBeInTheDocument();
}

/**
 * Clicks the dialog's 'Guardar', waits for the server's `notice`, and answers the body of the POST
 * that saved it.
 */
export async function saveDialog(
  user: User,
  dialog: HTMLElement,
  api: { calls: readonly RecordedCall[] },
  notice: string,
) {
  await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText(notice)).toBeInTheDocument();
  return api.calls.find((call) => call.method === 'POST')?.body;
}

/** Clicks `button` and answers the one download it hands to the browser (its address and file name). */
export async function downloadFrom(user: User, button: HTMLElement) {
  const started = catchDownloads();
  await user.click(button);
  await waitFor(() => expect(started).toHaveLength(1));
  return started[0]!;
}
