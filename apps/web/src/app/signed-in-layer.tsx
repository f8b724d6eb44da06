import { useCurrentIslandName } from '@/features/islands/api/get-current-island';
import { PendingSound } from '@/features/checker/components/pending-sound';
import { useRealtimeConnection } from '@/lib/realtime-connection';
import { DocumentTitle } from './document-title';

/**
 * What a signed-in user has on every screen, /checker included: the realtime channel, the
 * new-receipt sound (docs/features/shell.md) and the island in the page title. Loaded once someone is signed in,
 * so /login does without its queries and schemas (docs/architecture.md, "What the browser downloads").
 */
export function SignedInLayer() {
  useRealtimeConnection();
  const island = useCurrentIslandName(true);
  return (
    <>
      <DocumentTitle island={island} />
      <PendingSound />
    </>
  );
}
