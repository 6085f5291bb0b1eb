import { defineSignal } from '@temporalio/workflow';

/** Wakes the outbox sweep at once (otherwise it runs every few minutes). */
export const varrerAgoraSignal = defineSignal('varrerAgora');
