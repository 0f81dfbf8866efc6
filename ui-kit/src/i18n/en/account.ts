/** My Account (part 1 §2 'My Account') and the expert profile card it shares with the expert dashboard. */
export const account = {
  'account.title': 'My Account',
  'account.sections': 'Account sections',

  'account.expertProfile.title': 'Expert Profile',
  'account.expertProfile.bio': 'Bio',
  'account.expertProfile.rate': '{price} per hour',
  'account.becomeExpert.title': 'Become an Expert',
  'account.becomeExpert.description':
    'Share your expertise with clients in New Zealand and Australia and keep 85% of every consultation fee.',

  'account.consultations.title': 'My Consultations',
  'account.consultations.scheduled': 'Scheduled',
  'account.consultations.amount': 'Total',
  'account.consultations.viewDetails': 'View Details',
  'account.consultations.viewDetailsLabel': 'View details of {title}',

  'account.settings.title': 'Account Settings',
  'account.settings.manage': 'Manage',
  'account.settings.manageLabel': 'Manage {section}',
  'account.settings.paymentMethods': 'Payment Methods',
  'account.settings.paymentMethodsSummary': 'How your consultations are paid for.',
  'account.settings.paymentMethodsCards':
    'You enter your card for each booking on the secure payment page of our payment provider. ExpertBridge never stores your card details, so there are no saved cards to add or remove here.',
  'account.settings.paymentMethodsHistory':
    'To see what you paid for a booking, open it from the Consultations tab.',
  'account.settings.privacy': 'Privacy Settings',
  'account.settings.privacySummary':
    'Your data, how we use it, and how to get a copy or delete it.',
  'account.settings.privacyPolicy':
    'Our Privacy Policy explains what we collect, why, and how long we keep it.',
  'account.settings.privacyPolicyLink': 'Read the Privacy Policy',
  'account.settings.privacyRequest':
    'To get a copy of your data or to have your account deleted, e-mail our support team from the address you sign in with. We answer privacy requests within 30 days and complete a deletion within 30 days.',
  'account.settings.privacyRetention':
    'Consultation and payment records that the law requires us to keep are retained for 7 years.',
  'account.settings.privacyEmail': 'E-mail {email}',
} as const;
