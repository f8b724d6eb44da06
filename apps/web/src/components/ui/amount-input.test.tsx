import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readTypedAmount, type AmountBounds, AMOUNT_MESSAGES } from '@panel/domain/typed-amount';
import { AppProviders, createQueryClient } from '@/app/providers';
import { AmountInput } from './amount-input';

/** A form holding the field's text, showing the centavos the form would send. */
function Form({ bounds, error }: { bounds?: AmountBounds; error?: string }) {
  const [text, setText] = useState('');
  return (
    <>
      <AmountInput label="Monto" value={text} onChange={setText} bounds={bounds} error={error} />
      <output>{String(readTypedAmount(text, bounds).centavos)}</output>
      <button type="button">Otro</button>
    </>
  );
}

function setup(props: { bounds?: AmountBounds; error?: string } = {}) {
  render(
    <AppProviders env="test" queryClient={createQueryClient()}>
      <Form {...props} />
    </AppProviders>,
  );
  return { user: userEvent.setup(), field: screen.getByRole('textbox', { name: 'Monto' }) };
}

const sent = () => screen.getByRole('status').textContent;

describe('AmountInput', () => {
  it.each(['1.500,50', '1500,50', '1500.5', '1500,5'])(
    'typed key by key, %s is kept as typed and read as $ 1.500,50',
    async (typed) => {
      const { user, field } = setup();
      await user.type(field, typed);
      expect(field).toHaveValue(typed);
      expect(screen.getByText('Se lee: $ 1.500,50')).toBeInTheDocument();
      expect(sent()).toBe('150050');
    },
  );

  it('reads 1.000.000 as a million, with no error on the way', async () => {
    const { user, field } = setup();
    await user.type(field, '1.000.000');
    expect(field).toHaveValue('1.000.000');
    expect(screen.getByText('Se lee: $ 1.000.000,00')).toBeInTheDocument();
    expect(screen.queryByText(AMOUNT_MESSAGES.unclear)).not.toBeInTheDocument();
    expect(sent()).toBe('100000000');
  });

  it('refuses above the maximum under the field, without clamping the text', async () => {
    const { user, field } = setup({ bounds: { max: 500_00, aboveMax: 'Supera el saldo' } });
    await user.type(field, '9999999');
    expect(field).toHaveValue('9999999');
    expect(screen.getByText('Supera el saldo')).toBeInTheDocument();
    expect(screen.queryByText(/^Se lee/)).not.toBeInTheDocument();
    expect(sent()).toBe('null');
    await user.type(field, '{Backspace>5/}');
    expect(field).toHaveValue('99');
    expect(screen.queryByText('Supera el saldo')).not.toBeInTheDocument();
    expect(screen.getByText('Se lee: $ 99,00')).toBeInTheDocument();
  });

  it.each([
    ['1,500', AMOUNT_MESSAGES.ambiguous],
    ['1500,505', AMOUNT_MESSAGES.decimals],
    ['0', AMOUNT_MESSAGES.notPositive],
    ['-20', AMOUNT_MESSAGES.notPositive],
  ])('%s is refused as typed: %s', async (typed, refusal) => {
    const { user, field } = setup();
    await user.type(field, typed);
    expect(field).toHaveValue(typed);
    expect(screen.getByText(refusal)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toBe('null');
  });

  it('calls a half-typed amount unclear only once the field is left, and keeps it', async () => {
    const { user, field } = setup();
    await user.type(field, '1.');
    expect(screen.queryByText(AMOUNT_MESSAGES.unclear)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Otro' }));
    expect(screen.getByText(AMOUNT_MESSAGES.unclear)).toBeInTheDocument();
    expect(field).toHaveValue('1.');
  });

  it('shows the form’s own message, and an empty field is not refused by itself', async () => {
    setup({ bounds: { required: 'Debe ingresar un monto' }, error: 'Debe ingresar un monto para modificar' });
    expect(screen.getByText('Debe ingresar un monto para modificar')).toBeInTheDocument();
    expect(screen.queryByText('Debe ingresar un monto')).not.toBeInTheDocument();
  });
});
