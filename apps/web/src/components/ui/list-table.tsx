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
  /** The body rows (with their TableStateRows). */
  children: ReactNode;
}

/** The bordered, scrolling table of a list screen. */
export function ListTable({ minWidth, head, striped, className, label, children }: ListTableProps) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table
          striped={striped}
          highlightOnHover
          verticalSpacing="sm"
          className={className}
          aria-label={label}
        >
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
