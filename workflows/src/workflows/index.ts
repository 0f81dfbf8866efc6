// The worker's workflowsPath: every workflow type the lifecycle worker runs.
export { consultationWorkflow } from './consultation.workflow.js';
export { partnerWebhookWorkflow } from './partner-webhook.workflow.js';
export { paymentReconciliationWorkflow } from './payment-reconciliation.workflow.js';
export { cardDisputeWorkflow } from './card-dispute.workflow.js';
export {
  calendarImportWorkflow,
  calendarImportsRefreshWorkflow,
} from './calendar-imports.workflow.js';
export { monthlyStatementsWorkflow } from './monthly-statements.workflow.js';
