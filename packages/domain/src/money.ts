/** Money is integer centavos in storage and pesos with two decimals on the wire (DESIGN §3). */
export function pesosToCentavos(pesos: number): number {
  return Math.round(pesos * 100);
}
export function centavosToPesos(centavos: number): number {
  return centavos / 100;
}

const pesoFormat = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '$ 1.234,50' */
export function formatPesos(pesos: number): string {
  return `$ ${pesoFormat.format(pesos)}`;
}
