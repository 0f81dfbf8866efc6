/** The expert's payout account: where it stands in words, the action, the waiting earnings, the sandbox form. */
export const payouts = {
  'payouts.title': 'Payouts',
  'payouts.intro':
    'ExpertBridge pays your 85% share through Stripe once the complaint window ends. Stripe needs a few details before it can send money to your bank account.',
  'payouts.cardTitle': 'Payout details',
  'payouts.manage': 'Manage payouts',
  'payouts.returning': 'Checking your details with Stripe…',
  'payouts.updatedAt': 'Checked {date}',
  'payouts.notExpert': 'Payouts are for approved experts',
  'payouts.notExpertDescription':
    'Once your expert application is approved you can tell Stripe where to send your earnings.',
  'payouts.signInTitle': 'Sign in to see your payouts',

  'payouts.status.not_started': 'Payouts not set up',
  'payouts.status.details_due': 'Details due',
  'payouts.status.pending_verification': 'Pending verification',
  'payouts.status.ready': 'Ready to be paid',
  'payouts.status.restricted': 'Payouts paused',

  'payouts.words.not_started':
    'Set up payouts so we can pay you. Have your bank account details and date of birth ready; it takes a few minutes.',
  'payouts.words.dueBy': 'Stripe needs {items} by {date}.',
  'payouts.words.due': 'Stripe needs {items}.',
  'payouts.words.pending_verification':
    'Stripe is checking the details you gave. This usually takes a few minutes; we will tell you when you can be paid.',
  'payouts.words.ready': 'Ready to be paid. Your earnings go to the bank account you gave Stripe.',
  'payouts.words.restricted': 'Payouts are paused: {reason}.',

  'payouts.action.not_started': 'Set up payouts',
  'payouts.action.details_due': 'Continue setup',
  'payouts.action.update': 'Update details',
  'payouts.action.opening': 'Opening Stripe…',
  'payouts.action.failed': 'We could not open the payout setup. Please try again.',

  'payouts.waiting.title': 'Waiting for your payout details',
  'payouts.waiting.description.one':
    'One completed consultation will be paid as soon as your payout details are complete: {amounts}.',
  'payouts.waiting.description.other':
    '{count} completed consultations will be paid as soon as your payout details are complete: {amounts}.',
  'payouts.waiting.note':
    'Part of awaiting payout: finish your payout details on the Payouts page to release it.',
  'payouts.waiting.line': '{amount} waiting for your payout details',

  // Stripe's requirement keys, grouped into what a person would call them.
  'payouts.need.bankAccount': 'your bank account details',
  'payouts.need.dateOfBirth': 'your date of birth',
  'payouts.need.legalName': 'your legal name',
  'payouts.need.address': 'your home address',
  'payouts.need.idDocument': 'a photo of your ID',
  'payouts.need.addressDocument': 'a document proving your address',
  'payouts.need.idNumber': 'your tax or ID number',
  'payouts.need.contact': 'your phone number or e-mail',
  'payouts.need.business': 'a description of your business',
  'payouts.need.terms': "your acceptance of Stripe's terms",
  'payouts.need.other': 'a few more details',

  // Stripe's `requirements.disabled_reason` codes.
  'payouts.reason.requirements.past_due': 'the details Stripe asked for are overdue',
  'payouts.reason.requirements.pending_verification': 'Stripe is still checking your details',
  'payouts.reason.rejected.other': 'Stripe could not verify your identity',
  'payouts.reason.rejected.fraud': 'Stripe closed the account over suspected fraud',
  'payouts.reason.rejected.incomplete_verification': 'the account was not verified in time',
  'payouts.reason.rejected.listed': 'the account matched a sanctions list',
  'payouts.reason.rejected.terms_of_service': "the account breaks Stripe's terms of service",
  'payouts.reason.listed': 'Stripe is checking the account against sanctions lists',
  'payouts.reason.under_review': 'Stripe is reviewing the account',
  'payouts.reason.platform_paused': 'ExpertBridge has paused payouts to this account',
  'payouts.reason.action_required.requested_capabilities': 'Stripe needs more information',

  'payouts.sandbox.title': 'Set up payouts',
  'payouts.sandbox.label': 'Sandbox — no real account is created',
  'payouts.sandbox.intro':
    'This page stands in for Stripe’s hosted onboarding while ExpertBridge runs on its sandbox gateway.',
  'payouts.sandbox.for': 'For {name} ({email}), paid in {currency}. This link expires {time}.',
  'payouts.sandbox.hint':
    'As YYYY-MM-DD. Test dates of birth: 1901-01-01 verifies at once, 1902-01-01 fails verification; any other date verifies after a short delay.',
  'payouts.sandbox.legalName': 'Legal name',
  'payouts.sandbox.dateOfBirth': 'Date of birth',
  'payouts.sandbox.bankAccount': 'Bank account',
  'payouts.sandbox.bankAccountNZ': 'Format BB-bbbb-AAAAAAA-SSS, e.g. 12-3456-7890123-00',
  'payouts.sandbox.bankAccountAU': 'BSB and account, e.g. 062-000 12345678',
  'payouts.sandbox.required': 'Required',
  'payouts.sandbox.submit': 'Submit details',
  'payouts.sandbox.submitting': 'Submitting…',
  'payouts.sandbox.failed': 'Your details could not be submitted. Check the fields and try again.',
  'payouts.sandbox.notFound': 'This onboarding link does not exist',
  'payouts.sandbox.expired': 'This onboarding link has expired or was already used',
  'payouts.sandbox.startAgain': 'Start again from your payouts page.',
  'payouts.sandbox.forbidden': 'This onboarding link was made for another account',
  'payouts.sandbox.toPayouts': 'Go to payouts',
} as const;
