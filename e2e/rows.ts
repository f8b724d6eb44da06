import { expect, type Locator, type Page } from '@playwright/test';

/** For the list screens' specs: a row by what it shows, and the confirmations their actions ask. */

/** The list's row that shows `text`. */
export const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Accepts the confirmation that asks `question`, once it shows. */
export async function accept(page: Page, question: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
}

/** Asks to delete a row with its action `label`: accepts `question`, then expects `notice` (done or refused). */
export async function removeRow(page: Page, label: string, question: string, notice: string) {
  await page.getByRole('button', { name: label }).click();
  await accept(page, question);
  await expect(page.getByText(notice)).toBeVisible();
}

/**
 * Asks to delete the row that shows `name` (its action 'Borrar <name>'), accepts `question`, and
 * expects the server's `refusal` with the row still listed.
 */
export async function expectRemovalRefused(page: Page, name: string, question: string, refusal: string) {
  await removeRow(page, `Borrar ${name}`, question, refusal);
  await expect(rowOf(page, name)).toHaveCount(1);
}

/** Saves the form in `modal` and expects it to stay with the rule `message` under a field. */
export async function refusedOnSave(modal: Locator, message: string) {
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(modal.getByText(message)).toBeVisible();
}
