/** ExpertBridge's support contacts, shown in the footer, About, the Help Center, the room and after applying. */
export const SUPPORT = {
  email: 'support@expertbridge.co.nz',
  phone: '+64 9 555 0100',
  /** The 24/7 line for consultations under way. */
  emergencyPhone: '+64 800 555 010',
} as const;
