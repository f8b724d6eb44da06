/**
 * docs/features/players.md: the history's pagination shows the current page ±1 plus the last page, in order.
 * `totalPages` 0 (nothing found) shows no page buttons.
 */
export function pageWindow(page: number, totalPages: number): number[] {
  const pages = new Set<number>();
  for (const candidate of [page - 1, page, page + 1, totalPages])
    if (candidate >= 1 && candidate <= totalPages) pages.add(candidate);
  return [...pages].sort((a, b) => a - b);
}

export const totalPages = (total: number, pageSize: number) => Math.ceil(total / pageSize);
