import { useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { formatCentavos } from '@panel/domain/money';
import { readTypedAmount, type AmountBounds } from '@panel/domain/typed-amount';
import { keepAmountsWhole } from '@/lib/amount-fields';
import { UI_TEXTS } from '../texts';

export interface AmountInputProps extends Omit<
  TextInputProps,
  'value' | 'onChange' | 'error' | 'description' | 'inputWrapperOrder'
> {
  /** The text as typed; the form reads it with readTypedAmount and the same bounds. */
  value: string;
  onChange: (text: string) => void;
  bounds?: AmountBounds;
  /** What the form says after a submit (an empty required field, for example). */
  error?: string | null;
}

/**
 * The one money field of the panel. Amounts are typed the Argentine way ('1.500,50', '1500,5',
 * '1500.5'; see README 'Cashiers'); the field shows how it read them, never rewrites, clears or clamps
 * the text, and says under itself why an amount is refused. A half-typed text ('1.') is only called
 * unclear once the field is left, so typing does not flash errors.
 */
export function AmountInput({ value, onChange, bounds, error, onBlur, ...props }: AmountInputProps) {
  const [left, setLeft] = useState(false);
  // Empty is the form's business on submit (the spec's "Debe ingresar …" texts), not the field's.
  const read = readTypedAmount(value, { ...bounds, required: undefined });
  const refusal = read.refusal && (left || !read.unreadable) ? read.refusal : undefined;

  return (
    <TextInput
      placeholder={UI_TEXTS.amountPlaceholder}
      inputMode="decimal"
      autoComplete="off"
      maxLength={24}
      leftSection="$"
      {...props}
      value={value}
      onChange={(event) => {
        setLeft(false);
        onChange(event.currentTarget.value);
      }}
      onBlur={(event) => {
        setLeft(true);
        onBlur?.(event);
      }}
      error={keepAmountsWhole(refusal ?? error ?? '') || undefined}
      // A line is always kept for the reading, so fields side by side stay aligned as it comes and goes.
      description={
        read.centavos === null ? ' ' : keepAmountsWhole(UI_TEXTS.amountReads(formatCentavos(read.centavos)))
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
