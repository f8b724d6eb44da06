import { Alert, Center, Loader, type MantineSpacing } from '@mantine/core';
import { errorText } from '@/lib/api-client';

interface QueryFallbackProps {
  query: { isPending: boolean; error: unknown };
  texts: { loading: string; loadError: string };
  /** Space above and below the spinner. */
  py: MantineSpacing;
  /** The spinner is announced to screen readers (it stands where a list the user asked for will be). */
  announce?: boolean;
}

/** A query's first load (a small spinner) or its failure (the server's message under a red title). */
export function QueryFallback({ query, texts, py, announce }: QueryFallbackProps) {
  if (query.isPending)
    return (
      <Center py={py} aria-live={announce ? 'polite' : undefined}>
        <Loader size="sm" role="status" aria-label={texts.loading} />
      </Center>
    );
  return (
    <Alert color="red" title={texts.loadError}>
      {errorText(query.error)}
    </Alert>
  );
}
