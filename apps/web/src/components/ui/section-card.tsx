import type { FormEvent, ReactNode } from 'react';
import { Paper, Stack, Title, type MantineSpacing } from '@mantine/core';

interface SectionCardProps {
  /** The card's heading, a level below the screen's. */
  title: ReactNode;
  /** The card is a form that runs this when sent (the browser's own checks stay off). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  gap?: MantineSpacing;
  children: ReactNode;
}

/** A bordered card with its own heading: one block of a screen (Cajeros' cards, Ignorados, …). */
export function SectionCard({ title, onSubmit, gap = 'sm', children }: SectionCardProps) {
  const body = (
    <Stack gap={gap}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
  return (
    <Paper withBorder radius="md" p="md">
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate>
          {body}
        </form>
      ) : (
        body
      )}
    </Paper>
  );
}
