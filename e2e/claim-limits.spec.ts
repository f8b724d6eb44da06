import { expect, test } from '@playwright/test';
import { expectReadsAMillion, expectReadsFifteenHundred, typeAmount } from './amounts';
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

test('four-eyes amounts typed the Argentine ways are stored as read', async ({ browser, request }) => {
  const island = await createIsland(request, 'montos doble', 'hb');
  const { admin, page, block, save, stored } = await openFourEyesBlock(browser, island);
  const approveAbove = block.getByLabel(/^Aprobar más de/);
  const editAbove = block.getByLabel(/^Editar subiendo el monto a más de/);
  await expectReadsFifteenHundred(approveAbove);
  await expectReadsAMillion(editAbove);
  // What is kept is what the field said it read, never a part of it ('1.500,50' as $ 1,50 or $ 50).
  for (const [approve, edit, kept] of [
    ['1.500,50', '1.000.000', { fourEyesAbove: 1500.5, fourEyesEditAbove: 1_000_000 }],
    ['1500,50', '1500.5', { fourEyesAbove: 1500.5, fourEyesEditAbove: 1500.5 }],
    ['1.000.000', '1.500,50', { fourEyesAbove: 1_000_000, fourEyesEditAbove: 1500.5 }],
  ] as const) {
    await typeAmount(approveAbove, approve);
    await typeAmount(editAbove, edit);
    await save();
    await expect(page.getByText('Doble control actualizado').last()).toBeVisible();
    expect(await stored()).toEqual({ ...kept, claimLimit: 10 });
  }
  await admin.close();
});
