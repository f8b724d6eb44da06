import { expect, test } from '@playwright/test';
import { openFourEyesBlock } from './four-eyes-block';
import { createIsland } from './receipts';

/**
 * Claims with limits (docs/features/queue.md): rol 1 sets the receipts an operator may hold at once
 * in the island's 'Doble control' block on Islas; an operator past it hears why.
 */
test.describe.configure({ timeout: 60_000 });

test('the limit of receipts held at once, typed key by key on Islas, is what the server keeps', async ({
  browser,
  request,
}) => {
  const island = await createIsland(request, 'tomados', 'ha');
  const { admin, page, block, save, stored } = await openFourEyesBlock(browser, island);
  const limit = block.getByLabel('Comprobantes tomados a la vez');
  await expect(limit).toHaveValue('10');
  await limit.clear();
  await limit.pressSequentially('4');
  await save();
  await expect(page.getByText('Doble control actualizado')).toBeVisible();
  expect(await stored()).toEqual({ fourEyesAbove: null, fourEyesEditAbove: null, claimLimit: 4 });

  // Out of range: the block says why and nothing is saved.
  await limit.clear();
  await limit.pressSequentially('0');
  await save();
  await expect(block.getByText(/debe ser un número entero entre 1 y 50/)).toBeVisible();
  expect((await stored()).claimLimit).toBe(4);
  await admin.close();
});
