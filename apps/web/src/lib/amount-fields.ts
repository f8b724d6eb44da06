import { centavosToPesos } from '@panel/domain/money';
import { readTypedAmount, type AmountBounds } from '@panel/domain/typed-amount';
import { LIB_TEXTS } from './texts';

export interface AmountField {
  /** The field's label, to name it in a notice. */
  label: string;
  text: string;
  /** `required` is the form's own "Debe ingresar …" text for this field. */
  bounds: AmountBounds;
}

/**
 * Money fields of a form whose rules run in the spec's order on wire pesos. A refused text reads as
 * missing (null), so the ordered rules stop at that field's "Debe ingresar …"; `explain` then turns
 * that message into why the typed text was refused, named by its label, for the form's notice.
 */
export function readAmountFields<K extends string>(fields: Record<K, AmountField>) {
  const pesos = {} as Record<K, number | null>;
  const refusals = new Map<string, string>();
  for (const key of Object.keys(fields) as K[]) {
    const { label, text, bounds } = fields[key];
    const { centavos, refusal } = readTypedAmount(text, bounds);
    pesos[key] = centavos === null ? null : centavosToPesos(centavos);
    if (refusal && bounds.required && refusal !== bounds.required)
      refusals.set(bounds.required, LIB_TEXTS.fieldRefusal(label, refusal));
  }
  const explain = (message: string | undefined) => (message && refusals.get(message)) ?? message;
  return { pesos, explain };
}

/** '$ 123.499,50' never breaks after the '$' on a narrow screen: a no-break space joins them. */
export const keepAmountsWhole = (text: string) => text.replace(/\$ (?=\d)/g, '$\u00a0');
