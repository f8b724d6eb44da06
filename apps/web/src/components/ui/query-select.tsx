import { Select, type ComboboxItem, type SelectProps } from '@mantine/core';

interface QuerySelectProps<Item> extends Omit<SelectProps, 'data' | 'disabled' | 'searchable'> {
  /** The options' call, as the query hook answers it: the select waits until it has answered. */
  query: { data?: readonly Item[]; isPending: boolean };
  /** An answered item as an option. */
  option: (item: Item) => ComboboxItem;
}

/**
 * A searchable select among what a call answers (a wallet's bank, a bot's island): off until the
 * answer arrives, and a chosen option stays chosen (a second click does not clear it).
 */
export function QuerySelect<Item>({ query, option, ...props }: QuerySelectProps<Item>) {
  return (
    <Select
      allowDeselect={false}
      {...props}
      data={(query.data ?? []).map(option)}
      disabled={query.isPending}
      searchable
    />
  );
}
