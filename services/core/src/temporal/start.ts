import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { TASK_QUEUE } from '@portal/contracts/workflows';

/** One start of a portal workflow, on the portal's task queue. */
export interface WorkflowStart {
  /** the workflow type (a contracts `*_WORKFLOW`) */
  type: string;
  /** the business key (a contracts `*WorkflowId(id)` or `*_ID`): one open run per key, a new run once the last one closed */
  workflowId: string;
  args: unknown[];
  /** how long the start may take (the connection's deadline); without it, the client's own */
  deadlineMs?: number;
  /**
   * A run already open under this id: `'keep'` (default) keeps it and the start answers false; `'replace'` terminates it
   * and starts this one (the worker's sweeps replace a run left by an older version).
   */
  ifOpen?: 'keep' | 'replace';
}

/**
 * Starts a workflow by its business key: true when it started now, false when a run under that key is open already (a
 * second start is harmless). Any other error (Temporal away, the deadline passed) is thrown to the caller.
 */
export async function startWorkflow(client: Client, s: WorkflowStart): Promise<boolean> {
  const start = () =>
    client.workflow.start(s.type, {
      taskQueue: TASK_QUEUE,
      workflowId: s.workflowId,
      args: s.args,
      workflowIdReusePolicy: 'ALLOW_DUPLICATE',
      workflowIdConflictPolicy: s.ifOpen === 'replace' ? 'TERMINATE_EXISTING' : 'FAIL',
    });
  try {
    await (s.deadlineMs === undefined ? start() : client.connection.withDeadline(Date.now() + s.deadlineMs, start));
    return true;
  } catch (e) {
    if (e instanceof WorkflowExecutionAlreadyStartedError) return false;
    throw e;
  }
}

/** Signals the open run of `workflowId` within `deadlineMs`; errors are thrown to the caller. */
export async function signalWorkflow(client: Client, workflowId: string, signal: string, deadlineMs: number): Promise<void> {
  await client.connection.withDeadline(Date.now() + deadlineMs, () => client.workflow.getHandle(workflowId).signal(signal));
}
