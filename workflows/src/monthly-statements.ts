// Experts' monthly statements: issued after each calendar month ends (in the expert's zone) by a daily Temporal
// Schedule that every worker creates or updates at start. Issuing is idempotent (one statement per expert and
// month), so a run that overlaps, repeats or catches up after an outage issues nothing twice.
// Workflow-safe: names, types and the activities' interface only; the API implements the activities.

/** The Temporal Schedule that issues the statements due; one per namespace. */
export const MONTHLY_STATEMENTS_SCHEDULE_ID = 'monthly-statements';

/** The id prefix of each run the schedule starts (Temporal appends the scheduled time). */
export const MONTHLY_STATEMENTS_WORKFLOW_ID = 'monthly-statements';

/** The activities, implemented by the API. */
export interface MonthlyStatementActivities {
  /** Issues up to `limit` of the statements due (months ended with documents and no statement); answers how many. */
  issueMonthlyStatements(input: { limit: number }): Promise<{ issued: number }>;
}
