import type { RealtimeDeps } from './realtime';

/**
 * The realtime `notifications` event (docs/features/shell.md, "Realtime"): a bank notice of the
 * island arrived, so the Notificaciones list reads again. The one place it is published: the notice
 * intake, after its commit.
 */
export function publishNotifications(deps: RealtimeDeps, tenantId: number): Promise<void> {
  return deps.realtime.publish(tenantId, 'notifications');
}
