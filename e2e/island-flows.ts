import type { Locator, Page } from '@playwright/test';

/**
 * An island's flows dialog (docs/features/islands.md): each switch asks before it saves.
 */

/** Opens the flows dialog of the island `name` from its row; answers the dialog. */
export async function openFlows(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `Editar flujos de ${name}` }).click();
  return page.getByRole('dialog', { name: `Flujos de ${name}` });
}

/** Turns the flow `flow` of the open dialog `flows` off or on, confirming the question it asks. */
export async function switchFlow(page: Page, flows: Locator, flow: string, action: 'Desactivar' | 'Activar') {
  // Not a forced click: one fired while the dialog was still sliding in was lost (CI).
  await flows.getByRole('switch', { name: flow }).click();
  await page
    .getByRole('dialog', { name: `¿${action} ${flow}?` })
    .getByRole('button', { name: action })
    .click();
}
