import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import {
  NOTIFICATION_SORT_KEYS,
  type NotificationSortKey,
} from '@panel/domain/notifications/notification-list';
import { listOrderOf } from '@/lib/use-list-state';
import { useUrlParams } from '@/lib/use-url-params';

const cursorParam = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * The Notificaciones list's state in the URL (docs/features/lists.md): `sort`, `dir` and `q` as every
 * list, and where the page starts, `after` or `before` a notice (keyset: the server pages by the
 * sorted column, so a page is named by its edge, not by a number). A new sort or search goes back
 * to the first page.
 */
export function useNotificationList() {
  const { params, update } = useUrlParams();
  const { sort, dir, q: urlQ, query: order, sortedBy } = listOrderOf(params, NOTIFICATION_SORT_KEYS);
  const after = cursorParam(params.get('after'));
  const before = after ? undefined : cursorParam(params.get('before'));
  const first = { after: null, before: null };
  // The search box types here; once the typing pauses it goes to the URL and to the server (a URL
  // write per keystroke loses keys typed faster than the router answers).
  const [q, setQ] = useState(urlQ);
  const [typed] = useDebouncedValue(q, 300);
  useEffect(() => {
    if (typed !== urlQ) update({ q: typed, ...first });
    // Only a pause in the typing writes; the URL changing by itself does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  return {
    sort,
    dir,
    q,
    order,
    cursor: { ...(after ? { after } : {}), ...(before ? { before } : {}) },
    onFirstPage: !after && !before,
    toggleSort: (key: NotificationSortKey) => update({ ...sortedBy(key), ...first }),
    setSearch: setQ,
    firstPage: () => update(first),
    nextPage: (lastId: number) => update({ after: String(lastId), before: null }),
    previousPage: (firstId: number) => update({ before: String(firstId), after: null }),
  };
}
