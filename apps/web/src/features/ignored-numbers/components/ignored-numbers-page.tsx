import { useState, type FormEvent } from 'react';
import { Button, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { SectionCard } from '@/components/ui/section-card';
import { IconPhoneOff, IconPhoneCheck } from '@tabler/icons-react';
import {
  digitsOnly,
  IGNORED_NUMBER_MESSAGES,
  MAX_IGNORED_PHONE_DIGITS,
  type IgnoredNumber,
} from '@panel/domain/ignored-numbers/ignored-number-rules';
import { confirmDialog } from '@/lib/confirm-dialog';
import { useAddIgnored, useIgnored, useRemoveIgnored } from '../api/ignored-numbers';
import { IGNORED_NUMBERS_TEXTS as T } from '../texts';
import { IgnoredNumbersList } from './ignored-numbers-list';

/**
 * Numeros Ignorados (/config/players, docs/features/ignored-numbers.md): numbers the island's bot does not answer.
 * 'Bloquear' adds the typed number (digits only, off while empty); 'Habilitar' removes the one
 * picked from the searchable list (off until one is picked) or the one of a row of the list below.
 * Both ask first.
 */
export function IgnoredNumbersPage() {
  const [phone, setPhone] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const ignored = useIgnored();
  const add = useAddIgnored();
  const remove = useRemoveIgnored();
  const items = ignored.data?.items ?? [];
  const chosenItem = items.find((item) => String(item.id) === chosen);

  const block = async (event: FormEvent) => {
    event.preventDefault();
    if (!phone || !(await confirmDialog({ message: IGNORED_NUMBER_MESSAGES.confirmAdd(phone) }))) return;
    add.mutate(phone, { onSuccess: () => setPhone('') });
  };

  const unblock = async (item: IgnoredNumber | undefined) => {
    if (!item || !(await confirmDialog({ message: IGNORED_NUMBER_MESSAGES.confirmRemove(item.phone) })))
      return;
    remove.mutate(item.id, {
      onSuccess: () => setChosen((current) => (current === String(item.id) ? null : current)),
    });
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {T.title}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: 'start' }}>
        <SectionCard title={T.block.title} onSubmit={(e) => void block(e)}>
          <TextInput
            label={T.block.phone}
            placeholder={T.block.placeholder}
            value={phone}
            onChange={(e) => setPhone(digitsOnly(e.currentTarget.value))}
            inputMode="numeric"
            maxLength={MAX_IGNORED_PHONE_DIGITS}
            autoComplete="off"
          />
          <Button
            type="submit"
            color="red.9"
            leftSection={<IconPhoneOff size={18} aria-hidden />}
            disabled={!phone}
            loading={add.isPending}
          >
            {T.block.button}
          </Button>
        </SectionCard>
        <SectionCard title={T.unblock.title}>
          <Select
            label={T.unblock.select}
            placeholder={T.unblock.placeholder}
            searchable
            clearable
            data={items.map((item) => ({ value: String(item.id), label: item.phone }))}
            value={chosen}
            onChange={setChosen}
            nothingFoundMessage={T.unblock.nothingFound}
            maxDropdownHeight={280}
            description={ignored.data ? T.unblock.count(items.length) : undefined}
          />
          <Button
            leftSection={<IconPhoneCheck size={18} aria-hidden />}
            disabled={!chosenItem}
            loading={remove.isPending}
            onClick={() => void unblock(chosenItem)}
          >
            {T.unblock.button}
          </Button>
        </SectionCard>
      </SimpleGrid>
      <IgnoredNumbersList busy={remove.isPending} onUnblock={(item) => void unblock(item)} />
    </Stack>
  );
}
