import type { ReactNode } from 'react';
import { Alert, Text, type MantineColor } from '@mantine/core';

interface WarningNoticeProps {
  color: MantineColor;
  /** A 18 px icon, hidden from screen readers (the title says it). */
  icon: ReactNode;
  title: string;
  testId: string;
  children: ReactNode;
}

/**
 * One notice of the warnings right above the decision buttons: a light alert with a dark title and a
 * short line, compact so the stack fits beside the buttons on a laptop and a phone.
 */
export function WarningNotice({ color, icon, title, testId, children }: WarningNoticeProps) {
  return (
    <Alert
      color={color}
      variant="light"
      title={title}
      icon={icon}
      data-testid={testId}
      p={6}
      // Dark text on the light colour: the theme's coloured title reads too faintly (axe).
      styles={{ title: { color: 'var(--mantine-color-dark-8)', marginBottom: 2 } }}
    >
      <Text size="xs" c="dark.8">
        {children}
      </Text>
    </Alert>
  );
}
