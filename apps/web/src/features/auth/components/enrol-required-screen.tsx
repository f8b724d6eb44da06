import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { TWO_FACTOR_LABELS as L } from '@panel/domain/two-factor/texts';
import { AuthLayout } from './auth-layout';
import { updateSession } from '@/lib/session';
import { TotpEnrolment } from './totp-enrolment';

/**
 * What a user whose island requires a second factor sees after a password-only sign-in, before
 * anything else, until the factor is set up (docs/features/two-factor.md).
 */
export function EnrolRequiredScreen() {
  return (
    <AuthLayout title={L.section}>
      <Stack gap="md">
        <Text size="sm">{L.enrolRequired}</Text>
        <TotpEnrolment onDone={() => updateSession({ totpEnrolRequired: false })} />
        <Anchor component={Link} to="/logout" size="sm" ta="center">
          {L.signOut}
        </Anchor>
      </Stack>
    </AuthLayout>
  );
}
