import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '@/app/providers';
import { DigitsInput, digitsValue } from './digits-input';

function Form() {
  const [digits, setDigits] = useState('');
  return (
    <>
      <DigitsInput label="Cantidad máxima" value={digits} onChange={setDigits} />
      <output>{String(digitsValue(digits))}</output>
    </>
  );
}

describe('DigitsInput', () => {
  it.each([
    ['1.000', '1000'],
    ['1,5', '15'],
    ['-40 días', '40'],
  ])('typed key by key, %s keeps only its digits: %s', async (typed, digits) => {
    render(
      <AppProviders env="test" queryClient={createQueryClient()}>
        <Form />
      </AppProviders>,
    );
    const field = screen.getByRole('textbox', { name: 'Cantidad máxima' });
    await userEvent.setup().type(field, typed);
    expect(field).toHaveValue(digits);
    expect(screen.getByRole('status')).toHaveTextContent(digits);
  });

  it('an empty field is no count at all', () => {
    expect(digitsValue('')).toBeNull();
    expect(digitsValue('0')).toBe(0);
  });
});
