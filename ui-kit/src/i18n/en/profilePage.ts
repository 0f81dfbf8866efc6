/** The expert profile page's actions and its chat panel (part 1 §2, part 2 §2.1). */
export const profilePage = {
  'profileChat.title': 'Start Chat',
  'profileChat.loginRequired': 'Please log in to start chatting with the expert.',
  'profileChat.logIn': 'Log In',
  'profileChat.bookingRequired': 'You need to book a consultation to start chatting.',
  'profileChat.inRoom':
    'You have a consultation with this expert. Its chat is in the consultation room.',
  'profileChat.consultation': 'Consultation',
  'profileChat.status': 'Status',
  'profileChat.when': 'Starts',
  'profileChat.openChat': 'Open Chat',
} as const;
