import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconFilter, IconX } from '@tabler/icons-react';
import { AUDIT_ACTIONS } from '@panel/domain/audit/audit-labels';
import { AUDIT_ENTITIES } from '@panel/domain/audit/audit-names';
import { errorText } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { downloadAudit } from '@/components/audit-history/audit-api';
import { DownloadButton } from '@/components/ui/download-button';
import { AUDIT_TEXTS as T } from '../texts';
import { filtersFromUrl, formFromUrl, urlFromForm, type FilterForm, type FilterKey } from '../url-filters';
import { AuditResults } from '@/components/audit-history/audit-results';

const ACTION_OPTIONS = Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }));
const ENTITY_OPTIONS = Object.entries(AUDIT_ENTITIES).map(([value, label]) => ({ value, label }));

/**
 * Auditoría (/config/audit, docs/features/audit.md): who did what and when, before → after, for rol 1
 * (every island) and rol 2 (their island). The filters live in the URL: 'Filtrar' writes them, a
 * reload keeps them, and the export takes the same ones.
 */
export function AuditPage() {
  const [search, setSearch] = useSearchParams();
  const [form, setForm] = useState<FilterForm>(() => formFromUrl(search));
  const filters = filtersFromUrl(search);
  const set = (key: FilterKey) => (value: string | null) => setForm((f) => ({ ...f, [key]: value ?? '' }));
  // A filter among fixed options: 'Todas' (empty) until one is chosen, and it can be cleared.
  const optionFilter = (key: 'action' | 'entity', label: string, data: typeof ACTION_OPTIONS) => ({
    label,
    placeholder: T.filters.any,
    data,
    value: form[key] || null,
    onChange: set(key),
    clearable: true,
  });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setSearch(urlFromForm(form));
  };
  const clear = () => {
    setForm(formFromUrl(new URLSearchParams()));
    setSearch({});
  };
  const exportCsv = async () => {
    try {
      await downloadAudit(filters);
      notifySuccess(T.exported);
    } catch (error) {
      notifyError(errorText(error));
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {T.title}
        </Title>
        <DownloadButton label={T.export} onDownload={exportCsv} />
      </Group>
      <Paper
        withBorder
        radius="md"
        p="md"
        component="form"
        onSubmit={apply}
        noValidate
        aria-label={T.filters.title}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }} spacing="sm">
          <TextInput
            label={T.filters.user}
            placeholder={T.filters.userPlaceholder}
            value={form.user}
            onChange={(e) => set('user')(e.currentTarget.value)}
            autoComplete="off"
          />
          <Select {...optionFilter('action', T.filters.action, ACTION_OPTIONS)} searchable />
          <Select {...optionFilter('entity', T.filters.entity, ENTITY_OPTIONS)} />
          <TextInput
            label={T.filters.entityId}
            value={form.entityId}
            onChange={(e) => set('entityId')(e.currentTarget.value.replace(/\D/g, ''))}
            inputMode="numeric"
            autoComplete="off"
          />
          <TextInput
            label={T.filters.from}
            type="date"
            value={form.from}
            onChange={(e) => set('from')(e.currentTarget.value)}
          />
          <TextInput
            label={T.filters.to}
            type="date"
            value={form.to}
            onChange={(e) => set('to')(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" leftSection={<IconX size={16} aria-hidden />} onClick={clear}>
            {T.filters.clear}
          </Button>
          <Button type="submit" leftSection={<IconFilter size={16} aria-hidden />}>
            {T.filters.apply}
          </Button>
        </Group>
      </Paper>
      <AuditResults filters={filters} />
    </Stack>
  );
}
