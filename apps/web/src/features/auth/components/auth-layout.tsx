import type { ReactNode } from 'react';
import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { AUTH_TEXTS } from '../texts';

/** Centered card on the brand background, shared by login and register. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      mih="100dvh"
      p="md"
      style={{ background: 'linear-gradient(135deg, #134e4a 0%, #2b8a3e 100%)' }}
    >
      <Center mih="calc(100dvh - 2 * var(--mantine-spacing-md))">
        <Paper w="100%" maw={400} p="xl" radius="lg" shadow="xl">
          <Stack gap="lg">
            <Stack gap={4} align="center">
              <IconReceipt size={40} stroke={1.5} color="var(--mantine-color-green-8)" aria-hidden />
              <Text size="sm" c="dimmed" fw={600}>
                {AUTH_TEXTS.product}
              </Text>
              <Title order={1} size="h2">
                {title}
              </Title>
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
