/** Demo clients who wrote the demo reviews. They have no password, so nobody can sign in as them. */
export const REVIEWERS = [
  { firstName: 'Sam', lastName: 'Kereama' },
  { firstName: 'Olivia', lastName: 'Hart' },
  { firstName: 'Jacob', lastName: 'Singh' },
  { firstName: 'Amelia', lastName: 'Fraser' },
  { firstName: 'Hemi', lastName: 'Walsh' },
  { firstName: 'Zoe', lastName: 'Nakamura' },
  { firstName: 'Lucas', lastName: 'Brennan' },
  { firstName: 'Isla', lastName: 'Tupou' },
] as const;

/** What clients said, by category id: the first comments are the warmest, the last the most critical. */
export const COMMENTS: Record<number, string[]> = {
  1: [
    'Sorted out two years of provisional tax in one session. Clear, calm and no jargon.',
    'Explained exactly which expenses I could claim and why. Worth every cent.',
    'Helpful on GST registration; I left with a checklist for my first return.',
    'Good advice on my company structure, though I needed a follow-up to cover everything.',
    'Knowledgeable, but the session ran over and I felt a bit rushed at the end.',
  ],
  2: [
    'Talked me out of overpaying at auction. Could not have asked for better.',
    'Went through the building report line by line with me. Very reassuring.',
    'Practical advice on our first investment property and what to ask the bank.',
    'Useful overview of the local market, although some of it I had already read online.',
    'Fine, but I expected more specific numbers for my suburb.',
  ],
  3: [
    'Clear explanation of my rights and a realistic view of the outcome. Highly recommended.',
    'Reviewed my contract and spotted two clauses I would never have noticed.',
    'Took the stress out of a difficult situation and gave me a plan.',
    'Good general guidance; I was referred on for the formal letter, which made sense.',
    'Helpful, but I would have liked a written summary afterwards.',
  ],
  4: [
    'Checked my eligibility honestly and saved me from a costly mistake.',
    'Knew every document the application needed. Our visa was approved first time.',
    'Patient with all our questions about the partner visa process.',
    'Good advice on pathways, though processing times have changed since.',
    'Useful session, but some answers depended on policy that was about to change.',
  ],
  5: [
    'Rebuilt my cashflow forecast with me and the bank approved our loan.',
    'Sharp questions that changed how we price our services.',
    'Very practical. I left with three things to do this month.',
    'Good ideas, though a few were aimed at bigger businesses than mine.',
    'Helpful overall, but the session felt generic in places.',
  ],
  6: [
    'Reviewed our architecture and found the bottleneck in twenty minutes.',
    'Explained the trade-offs in plain English for our non-technical founders.',
    'Great hands-on help with our security checklist.',
    'Solid advice, although I would have liked more time on deployment.',
    'Knows the subject, but went a bit too deep for what I needed.',
  ],
  7: [
    'My daughter went from dreading exams to feeling prepared. Thank you!',
    'Excellent feedback on my writing; my score went up a full band.',
    'Encouraging and well organised. Clear plan for the next six weeks.',
    'Good session, though we covered less than I hoped.',
    'Helpful tips, but I needed more practice material than was offered.',
  ],
};

/** How experts answered some reviews. */
export const RESPONSES = [
  'Thank you, it was a pleasure working through this with you.',
  'Thanks for the feedback! Glad the checklist helped.',
  'Thank you for the honest review. I now send a written summary after every session.',
  'Much appreciated. Get in touch if anything changes.',
];

/** Ratings in the order reviews are handed out; mostly good, as a real marketplace's are, with some 3s. */
export const RATINGS = [5, 5, 4, 5, 3, 4, 5, 4, 5, 5, 3, 4];
