/** Money is integer centavos in storage and pesos with two decimals on the wire (DESIGN §3). */
export function pesosToCentavos(pesos: number): number {
  return Math.round(pesos * 100);
}

/** `1234567` → `'$ 12.345,67'` (es-AR: dot thousands, comma decimals), in integer maths. */
export function formatCentavos(centavos: number): string {
  if (!Number.isSafeInteger(centavos))
    throw new RangeError(`centavos must be a safe integer, got ${centavos}`);
  const abs = Math.abs(centavos);
  const pesos = Math.floor(abs / 100).toString();
  const cents = (abs % 100).toString().padStart(2, '0');
  const grouped = pesos.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${centavos < 0 ? '-' : ''}$ ${grouped},${cents}`;
}

/** Pesos from the wire, shown as '$ 1.234,50'. */
export function formatPesos(pesos: number): string {
  return formatCentavos(pesosToCentavos(pesos));
}
