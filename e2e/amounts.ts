import { expect, type Locator } from '@playwright/test';

/** A text as a pattern; its spaces also match the no-break space that keeps '$ 1.500,50' whole. */
const loosely = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));

/** Empties a money field and types `text` key by key, as a person does; the field keeps it as typed. */
export async function typeAmount(field: Locator, text: string): Promise<void> {
  await field.clear();
  await field.pressSequentially(text);
  await expect(field).toHaveValue(text);
}

/** Typed the three Argentine ways, $ 1.500,50 reads the same each time (the field's description). */
export async function expectReadsFifteenHundred(field: Locator): Promise<void> {
  for (const text of ['1.500,50', '1500,50', '1500.5']) {
    await typeAmount(field, text);
    await expect(field).toHaveAccessibleDescription(loosely('Se lee: $ 1.500,50'));
  }
}

/** Typed with thousands dots, a million reads as a million. */
export async function expectReadsAMillion(field: Locator): Promise<void> {
  await typeAmount(field, '1.000.000');
  await expect(field).toHaveAccessibleDescription(loosely('Se lee: $ 1.000.000,00'));
}

/** An amount above what the field allows stays as typed, is refused under the field and reads nothing. */
export async function expectRefused(field: Locator, text: string, refusal: string): Promise<void> {
  await typeAmount(field, text);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(loosely(refusal));
  await expect(field).not.toHaveAccessibleDescription(/Se lee/);
}
