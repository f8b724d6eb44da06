import type { RealtimeDeps } from './realtime';

/**
 * The realtime `news` event (docs/features/shell.md, "Realtime"): a receipt of the island arrived,
 * was decided, came back from 'Pospuestos' or was given back, so /checker and the pending total read
 * the queue again. The one place `news` is published: the service that committed the change calls
 * it, after the commit, never inside a transaction (a screen would read the queue before it changed).
 */
export function publishNews(deps: RealtimeDeps, tenantId: number): Promise<void> {
  return deps.realtime.publish(tenantId, 'news');
}
