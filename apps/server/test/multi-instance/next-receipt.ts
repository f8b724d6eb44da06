/**
 * An operator's "take the next receipt and decide it" step, the one place the multi-instance tests
 * and the scale bench (bench/scale-load.ts) get work from the queue.
 *
 * Today it reads the pending list and takes the head (offset by the operator, as people spread over
 * the queue), and a 422 on the decision means another operator decided it first. When the team
 * queue's claims land (POST /api/queue/claim, 204 when none; docs/features/receipts.md), `takeNext`
 * becomes that call and a 422 is no longer expected.
 */
export interface QueueCalls {
  /** fetch on some instance with the operator's session. */
  call(method: string, url: string, body?: object): Promise<Response>;
}

export type Decision = { status: 'approve' } | { status: 'rejected' | 'notfound'; reason: string };

export type StepResult = 'decided' | 'lost' | 'empty';

/** The receipt this operator works on next, or null when there is none. */
export async function takeNext(queue: QueueCalls, operator: number): Promise<number | null> {
  const response = await queue.call('GET', '/api/pendingids');
  if (!response.ok) throw new Error(`pendingids answered ${response.status}`);
  const ids = (await response.json()) as number[];
  if (ids.length === 0) return null;
  return ids[operator % Math.min(ids.length, 8)]!;
}

/** Takes the next receipt, opens it as the screen does and decides it. */
export async function decideNext(
  queue: QueueCalls,
  operator: number,
  decision: Decision,
): Promise<StepResult> {
  const id = await takeNext(queue, operator);
  if (id === null) return 'empty';
  const opened = await queue.call('GET', `/api/get/${id}`);
  await opened.arrayBuffer();
  const put = await queue.call('POST', `/api/put/${id}`, decision);
  await put.arrayBuffer();
  if (put.status === 422) return 'lost'; // another operator decided it first
  if (!put.ok) throw new Error(`put answered ${put.status}`);
  return 'decided';
}
