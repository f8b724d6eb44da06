import { useState } from 'react';
import { SimpleGrid, TextInput } from '@mantine/core';
import { MAX_LENGTH } from '@panel/domain/constants';
import {
  EMPTY_IDENTITY,
  type IdentityDraft,
  type IdentityRefusal,
} from '@panel/domain/player-identity/identity-rules';
import { PLAYERS_TEXTS } from '../texts';

const T = PLAYERS_TEXTS.identity;

interface IdentityFieldsProps {
  value: IdentityDraft;
  onChange: (value: IdentityDraft) => void;
  /** The first failing rule, shown under its own field. */
  refusal: IdentityRefusal | null;
}

/**
 * The four identity fields (docs/features/player-identity.md), as the player's DNI shows them; the
 * domain reads dots, dashes and dd/mm/aaaa as typed, so nothing is reformatted under the cashier's
 * fingers.
 */
export function IdentityFields({ value, onChange, refusal }: IdentityFieldsProps) {
  const field = (key: keyof IdentityDraft, label: string, placeholder: string, maxLength: number) => (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.currentTarget.value })}
      error={refusal?.field === key ? refusal.refusal : undefined}
      maxLength={maxLength}
      inputMode={key === 'fullName' ? undefined : 'numeric'}
      autoComplete="off"
    />
  );
  return (
    <>
      {field('fullName', T.fullName, T.fullNamePlaceholder, MAX_LENGTH.name)}
      {/* By the form's own width: the Cajeros card is a third of a laptop screen, the modal wider. */}
      <SimpleGrid type="container" cols={{ base: 1, '280px': 2, '520px': 3 }} spacing="xs">
        {field('dni', T.dni, T.dniPlaceholder, 12)}
        {field('taxId', T.taxId, T.taxIdPlaceholder, 15)}
        {field('birthDate', T.birthDate, T.birthDatePlaceholder, 10)}
      </SimpleGrid>
    </>
  );
}

/** The fields' state: what is typed, and the refusal shown until the next keystroke. */
export function useIdentityDraft(initial: IdentityDraft = EMPTY_IDENTITY) {
  const [draft, setDraft] = useState(initial);
  const [refusal, setRefusal] = useState<IdentityRefusal | null>(null);
  const fields: IdentityFieldsProps = {
    value: draft,
    refusal,
    onChange: (value) => {
      setDraft(value);
      setRefusal(null);
    },
  };
  return { draft, fields, refuse: setRefusal, clear: () => setDraft(EMPTY_IDENTITY) };
}
