import { useEffect } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearSession } from '@/lib/session';
import { APP_TEXTS } from '../texts';

/** /logout: forgets the stored user and every cached answer, then goes to /login. */
export function LogoutRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
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
