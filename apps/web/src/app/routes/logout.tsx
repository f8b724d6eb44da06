import { useEffect } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { signOut } from '@/features/auth/api/sign-out';
import { clearSession, getSession } from '@/lib/session';
import { APP_TEXTS } from '../texts';

/**
 * /logout: ends the session on the server (when there still is one: a 401 gets here with it already
 * forgotten), forgets the stored user and every cached answer, then goes to /login.
 */
export function LogoutRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    // The request takes the token as it starts, so the stored user can be forgotten right away.
    if (getSession()) void signOut().catch(() => undefined);
    clearSession();
    queryClient.clear();
    void navigate('/login', { replace: true });
  }, [queryClient, navigate]);
  return (
    <Center component="main" mih="100dvh">
      <Stack align="center" gap="xs">
        <Loader color="green" type="dots" />
        <Text c="dimmed">{APP_TEXTS.loggingOut}</Text>
      </Stack>
    </Center>
  );
}
