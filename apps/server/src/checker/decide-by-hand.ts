import type { DecidingCaller } from '@panel/domain/auth/caller';
import type { ReceiptDecision } from '@panel/domain/receipts/receipt-rules';
import type { DecisionAnswer } from '@panel/domain/receipts/receipt-view';
import type { Metrics } from '../operations/metrics';
import { publishNews } from '../realtime/news';
import type { RealtimeDeps } from '../realtime/realtime';
import { decideReceipt, type Decision, type DecisionDeps } from './decide-receipt';

export type HandDecisionDeps = DecisionDeps & RealtimeDeps & { metrics: Pick<Metrics, 'receiptDecisions'> };

/**
 * After an operator's decision committed: counted for this instance's metrics (the system's own
 * approvals are not) and told to the island's screens.
 */
export async function decidedByHand(deps: HandDecisionDeps, tenantId: number, status: ReceiptDecision) {
  deps.metrics.receiptDecisions.inc({ status });
  await publishNews(deps, tenantId);
}

/** An operator's decision from /checker (POST /api/put/{id}, /api/document/{id}): taken, counted, told. */
export async function decideByHand(
  deps: HandDecisionDeps,
  caller: DecidingCaller,
  id: number,
  asked: Decision,
): Promise<DecisionAnswer> {
  const answer = await decideReceipt(deps, caller, id, asked);
  await decidedByHand(deps, caller.tenantId, asked.status);
  return answer;
}
