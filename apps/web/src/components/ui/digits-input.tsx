import { TextInput, type TextInputProps } from '@mantine/core';

export interface DigitsInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (digits: string) => void;
}

/** A count that is not money (days, loads, transfers a day): digits only, anything else dropped as typed. */
export function DigitsInput({ value, onChange, ...props }: DigitsInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      maxLength={9}
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, ''))}
    />
  );
}

/** The count a digits field holds, or null when it is empty. */
export const digitsValue = (digits: string): number | null => (digits === '' ? null : Number(digits));
