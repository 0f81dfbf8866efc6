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

/**
 * What clients said, by category id, each with the rating it came with. An expert's reviews take consecutive
 * entries, so no expert has the same comment twice.
 */
export const COMMENTS: Record<number, { rating: number; text: string }[]> = {
  1: [
    {
      rating: 5,
      text: 'Sorted out two years of provisional tax in one session. Clear, calm and no jargon.',
    },
    {
      rating: 5,
      text: 'Explained exactly which expenses I could claim and why. Worth every cent.',
    },
    { rating: 5, text: 'Quick, accurate answer to an ATO letter that had me worried.' },
    {
      rating: 4,
      text: 'Helpful on GST registration; I left with a checklist for my first return.',
    },
    {
      rating: 4,
      text: 'Good advice on my company structure, though I needed a follow-up to cover everything.',
    },
    {
      rating: 3,
      text: 'Knowledgeable, but the session ran over and I felt a bit rushed at the end.',
    },
  ],
  2: [
    { rating: 5, text: 'Talked me out of overpaying at auction. Could not have asked for better.' },
    { rating: 5, text: 'Went through the building report line by line with me. Very reassuring.' },
    {
      rating: 5,
      text: 'Honest about the risks of the apartment I was looking at. Saved me a lot.',
    },
    {
      rating: 4,
      text: 'Practical advice on our first investment property and what to ask the bank.',
    },
    {
      rating: 4,
      text: 'Useful overview of the local market, although some of it I had already read online.',
    },
    { rating: 3, text: 'Fine, but I expected more specific numbers for my suburb.' },
  ],
  3: [
    {
      rating: 5,
      text: 'Clear explanation of my rights and a realistic view of the outcome. Highly recommended.',
    },
    { rating: 5, text: 'Reviewed my contract and spotted two clauses I would never have noticed.' },
    { rating: 5, text: 'Very clear on my options and the likely costs. I felt in good hands.' },
    { rating: 4, text: 'Took the stress out of a difficult situation and gave me a plan.' },
    {
      rating: 4,
      text: 'Good general guidance; I was referred on for the formal letter, which made sense.',
    },
    { rating: 3, text: 'Helpful, but I would have liked a written summary afterwards.' },
  ],
  4: [
    { rating: 5, text: 'Checked my eligibility honestly and saved me from a costly mistake.' },
    {
      rating: 5,
      text: 'Knew every document the application needed. Our visa was approved first time.',
    },
    { rating: 5, text: 'Explained the points system and timelines better than any website.' },
    { rating: 4, text: 'Patient with all our questions about the partner visa process.' },
    { rating: 4, text: 'Good advice on pathways, though processing times have changed since.' },
    {
      rating: 3,
      text: 'Useful session, but some answers depended on policy that was about to change.',
    },
  ],
  5: [
    { rating: 5, text: 'Rebuilt my cashflow forecast with me and the bank approved our loan.' },
    { rating: 5, text: 'Sharp questions that changed how we price our services.' },
    { rating: 5, text: 'A frank review of our business plan that we badly needed.' },
    { rating: 4, text: 'Very practical. I left with three things to do this month.' },
    { rating: 4, text: 'Good ideas, though a few were aimed at bigger businesses than mine.' },
    { rating: 3, text: 'Helpful overall, but the session felt generic in places.' },
  ],
  6: [
    { rating: 5, text: 'Reviewed our architecture and found the bottleneck in twenty minutes.' },
    {
      rating: 5,
      text: 'Explained the trade-offs in plain English for our non-technical founders.',
    },
    { rating: 5, text: 'Helped us choose a cloud setup we can actually afford.' },
    { rating: 4, text: 'Great hands-on help with our security checklist.' },
    { rating: 4, text: 'Solid advice, although I would have liked more time on deployment.' },
    { rating: 3, text: 'Knows the subject, but went a bit too deep for what I needed.' },
  ],
  7: [
    { rating: 5, text: 'My daughter went from dreading exams to feeling prepared. Thank you!' },
    { rating: 5, text: 'Excellent feedback on my writing; my score went up a full band.' },
    { rating: 5, text: 'Practical study plan and lots of encouragement. Recommended.' },
    { rating: 4, text: 'Encouraging and well organised. Clear plan for the next six weeks.' },
    { rating: 4, text: 'Good session, though we covered less than I hoped.' },
    { rating: 3, text: 'Helpful tips, but I needed more practice material than was offered.' },
  ],
};

/** How experts answered some reviews. */
export const RESPONSES = [
  'Thank you, it was a pleasure working through this with you.',
  'Thanks for the feedback! Glad the checklist helped.',
  'Thank you for the honest review. I now send a written summary after every session.',
  'Much appreciated. Get in touch if anything changes.',
];
