/**
 * An operator's "claim the next receipt and decide it" step, the one place the multi-instance tests
 * and the scale bench (bench/scale-load.ts) get work from the queue: the team queue's claim
 * (docs/features/queue.md), so two operators on any instances never hold the same receipt.
 */
export interface QueueCalls {
  /** fetch on some instance with the operator's session. */
  call(method: string, url: string, body?: object): Promise<Response>;
}

export type Decision = { status: 'approve' } | { status: 'rejected' | 'notfound'; reason: string };

export type StepResult = 'decided' | 'empty';

/** Claims the next free receipt of the operator's island; null when none is free. */
export async function takeNext(queue: QueueCalls): Promise<number | null> {
  const response = await queue.call('POST', '/api/queue/claim');
  if (response.status === 204) return null;
  if (!response.ok) throw new Error(`claim answered ${response.status}`);
  return ((await response.json()) as { id: number }).id;
}

/** Claims the next receipt (the claim answers it as the screen shows it) and decides it. */
export async function decideNext(queue: QueueCalls, decision: Decision): Promise<StepResult> {
  const id = await takeNext(queue);
  if (id === null) return 'empty';
  const put = await queue.call('POST', `/api/put/${id}`, decision);
  await put.arrayBuffer();
  if (!put.ok) throw new Error(`put answered ${put.status}`);
  return 'decided';
}
