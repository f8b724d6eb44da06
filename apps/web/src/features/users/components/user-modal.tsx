import { Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { MAX_LENGTH } from '@panel/domain/constants';
import { isRol, ROLES, type Rol } from '@panel/domain/roles';
import { DEFAULT_ROL, panelUserMessage, ROL_NAMES } from '@panel/domain/users/user-rules';
import type { UserView } from '@panel/domain/users/user-view';
import { sendUnlessRefused } from '@/lib/notify';
import { submitted, useFormValues } from '@/lib/use-form';
import { FormActions } from '@/components/ui/form-actions';
import { FormSwitch } from '@/components/ui/form-switch';
import { useIslandOptions } from '../api/get-island-options';
import { useSaveUser, type PanelUserSave } from '../api/save-user';
import { USERS_TEXTS } from '../texts';
import { PasswordKeepHint, PasswordPair } from './password-pair';

const T = USERS_TEXTS.modal;

const ROL_OPTIONS = ROLES.map((rol) => ({ value: String(rol), label: USERS_TEXTS.rol(rol, ROL_NAMES[rol]) }));

interface FormValues {
  username: string;
  email: string;
  tenant: string | null;
  rol: Rol;
  active: boolean;
  password: string;
  vpassword: string;
}

/** A new user starts as rol 3, active (docs/features/users.md), in the administrator's own island. */
const newUser = (islandId: number | null): FormValues => ({
  username: '',
  email: '',
  tenant: islandId === null ? null : String(islandId),
  rol: DEFAULT_ROL,
  active: true,
  password: '',
  vpassword: '',
});

const fromUser = (user: UserView): FormValues => ({
  username: user.username,
  email: user.email,
  tenant: String(user.tenant_id),
  rol: isRol(user.rol) ? user.rol : DEFAULT_ROL,
  active: user.active,
  password: '',
  vpassword: '',
});

const toSave = ({ tenant, ...values }: FormValues): PanelUserSave => ({
  ...values,
  tenant_id: tenant === null ? null : Number(tenant),
});

interface UserModalProps {
  opened: boolean;
  /** The user to edit, or null for a new one. */
  user: UserView | null;
  /** Island a new user starts in. */
  defaultIslandId: number | null;
  onClose: () => void;
}

/**
 * 'Usuario' (docs/features/users.md): create needs both passwords, edit may leave both empty. The first
 * failing rule shows as a notice and the modal stays open to fix it.
 */
export function UserModal({ opened, user, defaultIslandId, onClose }: UserModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={T.title} centered size="lg">
      <UserForm key={user?.id ?? 'new'} user={user} defaultIslandId={defaultIslandId} onDone={onClose} />
    </Modal>
  );
}

function UserForm({
  user,
  defaultIslandId,
  onDone,
}: {
  user: UserView | null;
  defaultIslandId: number | null;
  onDone: () => void;
}) {
  const { values, set, textProps } = useFormValues<FormValues>(
    user ? fromUser(user) : newUser(defaultIslandId),
  );
  const islands = useIslandOptions();
  const save = useSaveUser();

  const submit = () => {
    const input = toSave(values);
    sendUnlessRefused(panelUserMessage(input, user ? 'edit' : 'create'), () =>
      save.mutate({ id: user?.id ?? null, input }, { onSuccess: onDone }),
    );
  };

  return (
    <form onSubmit={submitted(submit)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={T.username}
            {...textProps('username')}
            autoComplete="off"
            maxLength={MAX_LENGTH.username}
          />
          <TextInput
            label={T.email}
            type="email"
            {...textProps('email')}
            autoComplete="off"
            maxLength={MAX_LENGTH.email}
          />
          <Select
            label={T.island}
            data={islands}
            value={values.tenant}
            onChange={(value) => set('tenant', value)}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': T.clearIsland, 'aria-hidden': false }}
            nothingFoundMessage="—"
          />
          <Select
            label={T.rol}
            data={ROL_OPTIONS}
            value={String(values.rol)}
            onChange={(value) => {
              const rol = Number(value);
              if (isRol(rol)) set('rol', rol);
            }}
            allowDeselect={false}
          />
          <PasswordPair values={values} onChange={set} maxLength={MAX_LENGTH.password} />
        </SimpleGrid>
        {user && <PasswordKeepHint />}
        <FormSwitch label={T.active} checked={values.active} onChange={(on) => set('active', on)} />
        <FormActions cancelLabel={T.cancel} submitLabel={T.save} onCancel={onDone} />
      </Stack>
    </form>
  );
}
