import { lazy, Suspense } from 'react';
import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import { entityLabel, type AuditEntity } from '@panel/domain/audit/audit-names';
import { SCREENS } from '@panel/domain/roles';
import { RowAction } from '@/components/ui/row-action';
import { useSession } from '@/lib/session';
import { QueryFallback } from '@/components/ui/query-fallback';
import { AUDIT_HISTORY_TEXTS as T } from './texts';

/**
 * The trail itself (its table, Spanish labels and calls) arrives when a history is first opened: the
 * button stands on every receipt of /checker, whose first paint does without it (docs/architecture.md,
 * "What the browser downloads").
 */
const AuditResults = lazy(async () => ({ default: (await import('./audit-results')).AuditResults }));
/** While the trail's code arrives: the spinner its own first load shows. */
const ARRIVING = { isPending: true, error: null };

interface AuditHistoryButtonProps {
  entity: AuditEntity;
  id: number;
  /** An icon among a table row's actions instead of a labelled button. */
  row?: boolean;
  /** Like the row's other actions while its list reloads. */
  disabled?: boolean;
}

/**
 * 'Historial de cambios' of one record (docs/features/audit.md): a modal with the same trail,
 * filtered by the record. Shown only to the roles that may read the trail (the server refuses the rest).
 */
export function AuditHistoryButton({ entity, id, row = false, disabled = false }: AuditHistoryButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const rol = useSession()?.rol;
  if (rol === undefined || !SCREENS.audit.roles.includes(rol)) return null;
  const title = T.historyOf(entityLabel(entity), id);
  return (
    <>
      {row ? (
        <RowAction label={title} color="gray" disabled={disabled} onClick={open}>
          <IconHistory size={18} aria-hidden />
        </RowAction>
      ) : (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconHistory size={16} aria-hidden />}
          onClick={open}
          aria-label={title}
        >
          {T.history}
        </Button>
      )}
      <Modal
        opened={opened}
        onClose={close}
        title={title}
        size="xl"
        closeButtonProps={{ 'aria-label': T.close }}
      >
        {opened && (
          <Suspense fallback={<QueryFallback query={ARRIVING} texts={T} py="lg" announce />}>
            <AuditResults filters={{ entity, entityId: id }} withRecord={false} />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
