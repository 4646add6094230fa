// What the console says after a decision: a toast on success, the server's reason (e.g. already decided) on failure.
import { errorText, type OpsBulkDecisionResult } from '@portal/contracts';
import { notify, notifyError } from '../../../components/feedback/notifications.tsx';
import { ApiError } from '../../../lib/http.ts';

let sequence = 0;
/** A fresh notification key: every decision gets its own toast. */
export const feedbackKey = (name: string) => `ops-${name}-${++sequence}`;

export async function withFeedback(key: string, done: string, run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    notify(feedbackKey(`${key}-done`), done);
    return true;
  } catch (error) {
    const text = error instanceof ApiError ? errorText({ status: error.status, body: error.body }) : String(error);
    notifyError(feedbackKey(`${key}-failed`), text);
    return false;
  }
}

export function bulkResultText(result: OpsBulkDecisionResult): string {
  const decided = `${result.decided.length} decided`;
  return result.refused.length ? `${decided}, ${result.refused.length} refused: ${result.refused.map((r) => r.detail).join(' ')}` : decided;
}
