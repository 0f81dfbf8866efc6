import type { MessageKey } from '../../../i18n/catalogue.js';

/** One FAQ item: the keys of its question and answer. */
export interface FaqItem {
  id: string;
  question: MessageKey;
  answer: MessageKey;
}

const item = (group: string, name: string): FaqItem => ({
  id: `${group}.${name}`,
  question: `help.${group}.${name}.q` as MessageKey,
  answer: `help.${group}.${name}.a` as MessageKey,
});

/** The five FAQ groups of the Help Center (part 1 §2), in order. */
export const FAQ_GROUPS: ReadonlyArray<{ title: MessageKey; items: FaqItem[] }> = [
  { title: 'help.group.start', items: ['find', 'book', 'age'].map((n) => item('start', n)) },
  {
    title: 'help.group.payments',
    items: ['price', 'escrow', 'refund'].map((n) => item('payments', n)),
  },
  {
    title: 'help.group.security',
    items: ['verified', 'complaint', 'data'].map((n) => item('security', n)),
  },
  { title: 'help.group.technical', items: ['join', 'video'].map((n) => item('technical', n)) },
  {
    title: 'help.group.experts',
    items: ['apply', 'review', 'earnings'].map((n) => item('experts', n)),
  },
];
