import { useState, type ReactNode } from 'react';
import { LoadingOverlay, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NOTICE_LIFETIME_MS } from '@panel/domain/constants';
import { ApiError } from '@/lib/api-client';
import { useLoading } from '@/lib/loading';
import { APP_TEXTS } from './texts';
import { cssVariablesResolver, theme } from './theme';

/** Answers from the server are final; only a request that never arrived is tried once more. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => error instanceof ApiError && error.status === 0 && failureCount < 1,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

/** Full-page overlay of docs/features/shell.md: green dots, size 150, not cancellable. */
function GlobalLoadingOverlay() {
  const visible = useLoading();
  return (
    <LoadingOverlay
      visible={visible}
      pos="fixed"
      zIndex={1000}
      overlayProps={{ blur: 2, backgroundOpacity: 0.35 }}
      loaderProps={{
        color: 'green',
        type: 'dots',
        size: 150,
        role: 'status',
        'aria-label': APP_TEXTS.loading,
      }}
    />
  );
}

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' turns off Mantine's transitions and portals (component tests). */
  env?: 'default' | 'test';
}

export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <QueryClientProvider client={client}>
        {/* Confirm dialogs' ModalsProvider comes with the signed-in screens (routes.tsx). */}
        <Notifications position="top-center" autoClose={NOTICE_LIFETIME_MS} zIndex={1100} />
        <GlobalLoadingOverlay />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
