import { PSM, type Worker as OcrEngine, type WorkerParams } from 'tesseract.js';

/**
 * What the engine reads a page with (docs/features/receipt-reading.md): one column of rows, and the
 * spaces between a row's label far left and its value far right kept. A second look at a part of
 * the page changes some of these for a while (withParameters) and puts them back.
 */
export const PAGE_PARAMETERS: Partial<WorkerParams> = {
  tessedit_pageseg_mode: PSM.SINGLE_COLUMN,
  preserve_interword_spaces: '1',
  user_defined_dpi: '144',
  tessedit_char_whitelist: '',
};

/** Runs `read` with `parameters` set, then sets those back to the page's, even when `read` throws. */
export async function withParameters<T>(
  engine: OcrEngine,
  parameters: Partial<WorkerParams>,
  read: () => Promise<T>,
): Promise<T> {
  await engine.setParameters(parameters);
  try {
    return await read();
  } finally {
    const keys = Object.keys(parameters) as (keyof WorkerParams)[];
    await engine.setParameters(Object.fromEntries(keys.map((key) => [key, PAGE_PARAMETERS[key]])));
  }
}
