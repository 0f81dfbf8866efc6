export { PolicyPage, POLICY_UPDATED_ON, type PolicyPageProps } from './PolicyPage.js';
export type { PolicyKind } from './sections.js';
