import { IconShieldOff } from '@tabler/icons-react';
import type { UserView } from '@panel/domain/users/user-view';
import { TWO_FACTOR_LABELS as L } from '@panel/domain/two-factor/texts';
import { RowAction } from '@/components/ui/row-action';
import { confirmThen } from '@/lib/confirm-dialog';
import { useResetTotp } from '../api/reset-totp';

/** Usuarios: an administrator resets a lost second factor (docs/features/two-factor.md). */
export function ResetTotpAction({ user }: { user: UserView }) {
  const reset = useResetTotp();
  if (!user.totpEnabled) return null;
  return (
    <RowAction
      label={`${L.resetAction} de ${user.username}`}
      color="orange"
      onClick={() => void confirmThen(L.resetConfirm, () => reset.mutate(user.id))}
    >
      <IconShieldOff size={18} aria-hidden />
    </RowAction>
  );
}
