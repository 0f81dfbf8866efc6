/** The pages a widget guest reaches from our links: into the room, and claiming the account a booking made. */
export const guest = {
  'guest.signIn': 'Sign in',
  'guest.join.title': 'Your consultation room',
  'guest.join.opening': 'Opening your consultation room...',
  'guest.join.expired': 'This link has expired',
  'guest.join.expiredDescription':
    'Use the link in your booking confirmation e-mail, or sign in to see your consultations.',
  'guest.join.used': 'This link has already been used',
  'guest.join.signIn': 'Sign in to open your consultation',
  'guest.join.failed': 'We could not open the room just now. Sign in to see your consultations.',
  'guest.claim.title': 'Set your password',
  'guest.claim.intro':
    'Your booking made an ExpertBridge account for this e-mail address. Choose a password to see and manage your consultations.',
  'guest.claim.password': 'New password',
  'guest.claim.passwordHint': 'At least 8 characters.',
  'guest.claim.repeat': 'Repeat the password',
  'guest.claim.passwordShort': 'Use at least 8 characters',
  'guest.claim.mismatch': 'The passwords do not match',
  'guest.claim.submit': 'Set password',
  'guest.claim.saving': 'Saving...',
  'guest.claim.done': 'Your account is ready',
  'guest.claim.failed': 'Could not set the password',
  'guest.claim.expired': 'This link has expired or has already been used',
  'guest.claim.expiredDescription':
    'If you have set a password already, sign in. Otherwise, the e-mail of your next booking brings a new link.',
} as const;
