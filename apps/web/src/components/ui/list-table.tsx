import type { ReactNode } from 'react';
import { Paper, Table } from '@mantine/core';

interface ListTableProps {
  /** Narrower than this, the table scrolls sideways. */
  minWidth: number;
  /** The header cells. */
  head: ReactNode;
  striped?: boolean;
  className?: string;
  /** The table's accessible name, when the screen has more than one table or tests name it. */
  label?: string;
  /**
   * The rows shown are the last answer while the one for a new sort, search or page is on its way:
   * the body is dimmed and the table says `aria-busy`, so nobody reads them as the new answer.
   */
  busy?: boolean;
  /** The body rows (with their TableStateRows). */
  children: ReactNode;
}

// Dimmed only when the answer takes longer than a blink, so fast pages do not flicker.
const BUSY_BODY = { opacity: 0.55, transition: 'opacity 150ms ease 200ms' };

/** The body's style while a table shows the last answer and waits for the next (see `busy`). */
export const busyBodyStyle = (busy: boolean | undefined) => (busy ? BUSY_BODY : undefined);

/** The bordered, scrolling table of a list screen. */
export function ListTable({ minWidth, head, striped, className, label, busy, children }: ListTableProps) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table
          striped={striped}
          highlightOnHover
          verticalSpacing="sm"
          className={className}
          aria-label={label}
          aria-busy={busy || undefined}
        >
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody style={busyBodyStyle(busy)}>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
