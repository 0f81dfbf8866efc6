// @expertbridge/workflows: what the API needs to start, drive and read consultation workflows, and the
// rules they follow. Workflow-safe (no I/O); the worker lives in '@expertbridge/workflows/worker'.
export * from './workflows/consultation.messages.js';
export type { consultationWorkflow } from './workflows/consultation.workflow.js';
export * from './activities.js';
export * from './activity-options.js';
export * from './failures.js';
export * from './lifecycle-config.js';
export * from './partner-webhooks.js';
export * from './card-disputes.js';
export type { cardDisputeWorkflow } from './workflows/card-dispute.workflow.js';
export type { partnerWebhookWorkflow } from './workflows/partner-webhook.workflow.js';
export * from './payment-reconciliation.js';
export * from './calendar-imports.js';
export type {
  calendarImportWorkflow,
  calendarImportsRefreshWorkflow,
} from './workflows/calendar-imports.workflow.js';
export * from './monthly-statements.js';
export type { monthlyStatementsWorkflow } from './workflows/monthly-statements.workflow.js';
export type { paymentReconciliationWorkflow } from './workflows/payment-reconciliation.workflow.js';
export * from './rules/escrow.js';
export * from './rules/holding-period.js';
export * from './rules/overdue.js';
export * from './rules/pricing.js';
export * from './rules/refund-policy.js';
export * from './rules/schedule.js';

/** The task queue the lifecycle worker polls and the API starts consultation workflows on. */
export const LIFECYCLE_TASK_QUEUE = 'consultation-lifecycle';
