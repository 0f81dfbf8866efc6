import type { PolicyKey } from '../../../i18n/documents/index.js';

/** Which policy a page shows: /privacy or /terms. */
export type PolicyKind = 'privacy' | 'terms';

/** One numbered section: its anchor (linkable as /privacy#cookies) and its texts. */
export interface PolicySection {
  id: string;
  title: PolicyKey;
  body: PolicyKey;
}

/** A policy's heading, introduction and sections, in order. */
export interface PolicyDocument {
  title: PolicyKey;
  intro: PolicyKey;
  /** The other policy, linked at the end. */
  related: { to: string; title: PolicyKey };
  sections: readonly PolicySection[];
}

/** The Privacy Policy has 11 sections and the Terms of Service 13 (part 1 §2). */
export const POLICIES: Record<PolicyKind, PolicyDocument> = {
  privacy: {
    title: 'policy.privacy.title',
    intro: 'policy.privacy.intro',
    related: { to: '/terms', title: 'policy.terms.title' },
    sections: [
      { id: 'who-we-are', title: 'privacy.s1.title', body: 'privacy.s1.body' },
      { id: 'information-we-collect', title: 'privacy.s2.title', body: 'privacy.s2.body' },
      { id: 'how-we-use-information', title: 'privacy.s3.title', body: 'privacy.s3.body' },
      { id: 'payments', title: 'privacy.s4.title', body: 'privacy.s4.body' },
      { id: 'sharing', title: 'privacy.s5.title', body: 'privacy.s5.body' },
      { id: 'overseas', title: 'privacy.s6.title', body: 'privacy.s6.body' },
      { id: 'cookies', title: 'privacy.s7.title', body: 'privacy.s7.body' },
      { id: 'security', title: 'privacy.s8.title', body: 'privacy.s8.body' },
      { id: 'retention', title: 'privacy.s9.title', body: 'privacy.s9.body' },
      { id: 'your-rights', title: 'privacy.s10.title', body: 'privacy.s10.body' },
      { id: 'changes-and-contact', title: 'privacy.s11.title', body: 'privacy.s11.body' },
    ],
  },
  terms: {
    title: 'policy.terms.title',
    intro: 'policy.terms.intro',
    related: { to: '/privacy', title: 'policy.privacy.title' },
    sections: [
      { id: 'about', title: 'terms.s1.title', body: 'terms.s1.body' },
      { id: 'eligibility', title: 'terms.s2.title', body: 'terms.s2.body' },
      { id: 'our-role', title: 'terms.s3.title', body: 'terms.s3.body' },
      { id: 'not-formal-advice', title: 'terms.s4.title', body: 'terms.s4.body' },
      { id: 'booking', title: 'terms.s5.title', body: 'terms.s5.body' },
      { id: 'prices-and-payment', title: 'terms.s6.title', body: 'terms.s6.body' },
      { id: 'refunds', title: 'terms.s7.title', body: 'terms.s7.body' },
      { id: 'complaints', title: 'terms.s8.title', body: 'terms.s8.body' },
      { id: 'experts', title: 'terms.s9.title', body: 'terms.s9.body' },
      { id: 'acceptable-use', title: 'terms.s10.title', body: 'terms.s10.body' },
      { id: 'intellectual-property', title: 'terms.s11.title', body: 'terms.s11.body' },
      { id: 'liability', title: 'terms.s12.title', body: 'terms.s12.body' },
      { id: 'changes-law-contact', title: 'terms.s13.title', body: 'terms.s13.body' },
    ],
  },
};

/** A body's blocks: paragraphs split at blank lines; a block whose lines all start with "- " is a list. */
export type PolicyBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** Splits a section body into paragraphs and bullet lists. */
export function policyBlocks(body: string): PolicyBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): PolicyBlock => {
      const lines = block.split('\n').map((line) => line.trim());
      return lines.every((line) => line.startsWith('- '))
        ? { kind: 'list', items: lines.map((line) => line.slice(2).trim()) }
        : { kind: 'paragraph', text: lines.join(' ') };
    });
}
