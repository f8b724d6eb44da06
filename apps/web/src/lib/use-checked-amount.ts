import { useState } from 'react';
import { readTypedAmount, type AmountBounds } from '@panel/domain/typed-amount';

/**
 * One money field checked when its form is sent (the unload and edit-amount modals): the refusal
 * shows under the field until its text changes.
 */
export function useCheckedAmount(bounds: AmountBounds) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    text,
    /** The AmountInput's value, change, bounds and message. */
    field: {
      value: text,
      onChange: (next: string) => {
        setText(next);
        setError(null);
      },
      bounds,
      error,
    },
    /** The typed amount in centavos, or null with its refusal shown. */
    read: () => {
      const { centavos, refusal } = readTypedAmount(text, bounds);
      setError(refusal ?? null);
      return centavos;
    },
  };
}
