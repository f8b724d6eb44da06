import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { twoFactorEndpoints as totp } from '@panel/domain/two-factor/two-factor-endpoints';
import { call } from '@/lib/api-client';
import { updateSession } from '@/lib/session';

/** The staff second factor (docs/features/two-factor.md). */
export const totpStatusKey = ['totp-status'] as const;

export function useTotpStatus(enabled = true) {
  return useQuery({
    queryKey: totpStatusKey,
    queryFn: () => call(totp.status, {}, { notify: false }),
    enabled,
  });
}

export const startTotp = () => call(totp.setup, {}, { notify: false });

/**
 * The confirmed factor ends the other sessions; this one goes on with the token the answer carries.
 * `totpEnrolRequired` stays until the recovery codes have been seen (enrol-required-screen.tsx).
 */
export function useConfirmTotp() {
  return useMutation({
    mutationFn: (code: string) => call(totp.confirm, { body: { code } }),
    // The status is read again only once the codes were seen ('Ya los guardé'): a refetch now
    // would swap the enrolment, codes and all, for the 'Activa' view.
    onSuccess: ({ accessToken }) => void updateSession({ accessToken }),
  });
}

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(totp.disable, { body: { code } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: totpStatusKey }),
  });
}
