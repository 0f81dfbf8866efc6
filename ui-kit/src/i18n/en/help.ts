/** The Help Center (part 1 §2) with FAQ answers built from the spec's rules and constants. */
export const help = {
  'help.title': 'Help Center',
  'help.subtitle': 'Answers to common questions, and how to reach us.',
  'help.search': 'Search the FAQ',
  'help.searchPlaceholder': 'Search questions and answers',
  'help.noResults': 'No questions match "{query}".',
  'help.faq': 'Frequently Asked Questions',
  'help.group.start': 'Getting Started',
  'help.group.payments': 'Payments & Pricing',
  'help.group.security': 'Security & Trust',
  'help.group.technical': 'Technical Support',
  'help.group.experts': 'For Experts',
  'help.start.find.q': 'How do I find the right expert?',
  'help.start.find.a':
    'Open Find Experts, search by name or keyword, and filter by category, location, language and price. Each profile shows the expert’s experience, qualifications and reviews.',
  'help.start.book.q': 'How do I book a consultation?',
  'help.start.book.a':
    'On the expert’s profile choose Book Consultation, pick a date, a time between 09:00 and 18:00 and a duration of 30, 60, 90 or 120 minutes, then pay by card.',
  'help.start.age.q': 'Who can use ExpertBridge?',
  'help.start.age.a':
    'Anyone aged 18 or older in New Zealand or Australia. Consultations are informational and not formal professional advice.',
  'help.payments.price.q': 'How is the price worked out?',
  'help.payments.price.a':
    'Experts set an hourly rate in NZD or AUD. The price is the hourly rate times the minutes booked, divided by 60. The 15% platform fee is included.',
  'help.payments.escrow.q': 'When is the expert paid?',
  'help.payments.escrow.a':
    'Your payment is held in escrow and released after the consultation is completed. Experts are paid 24-48 hours after completion and keep 85% of the fee.',
  'help.payments.refund.q': 'Can I get a refund?',
  'help.payments.refund.a':
    'Cancel {fullRefundLead} or more before the start for a full refund; within {fullRefundLead} you get 50%. If the expert does not attend you get a full refund. Rescheduling is free up to {rescheduleLead} before.',
  'help.security.verified.q': 'How are experts verified?',
  'help.security.verified.a':
    'We check a professional licence or certification, government photo ID and proof of experience, and where relevant indemnity insurance and a criminal background check.',
  'help.security.complaint.q': 'What if something goes wrong?',
  'help.security.complaint.a':
    'Raise a complaint within {complaintWindow} after the consultation. Disputes are resolved within 3-5 business days.',
  'help.security.data.q': 'How long do you keep my data?',
  'help.security.data.a':
    'Accounts and consultation records are kept for 7 years after last activity and communication logs for 3 years. Deletion requests are completed within 30 days.',
  'help.technical.join.q': 'How do I join my consultation?',
  'help.technical.join.a':
    'Open it from your dashboard. Start Consultation becomes available {joinLead} before the scheduled time. We send joining instructions {instructionsLead} before and a reminder {reminderLead} before.',
  'help.technical.video.q': 'What do I need for a video call?',
  'help.technical.video.a':
    'A current browser with camera and microphone access. If the video connection fails you can keep talking in the chat.',
  'help.experts.apply.q': 'How do I become an expert?',
  'help.experts.apply.a':
    'Choose Become an Expert, fill in your profile and submit it for review. You need at least 3 years of professional experience.',
  'help.experts.review.q': 'How long does the review take?',
  'help.experts.review.a':
    'Usually 5-7 business days, including document verification where required. We email you when your profile is activated.',
  'help.experts.earnings.q': 'How much do experts earn?',
  'help.experts.earnings.a':
    'You set your own hourly rate; experts typically earn 50-500+ per hour and keep 85% of each fee.',
  'help.contact': 'Contact us',
  'help.emailTitle': 'Email Support',
  'help.emailBody': 'We answer within 24 hours.',
  'help.phoneTitle': 'Phone Support',
  'help.hoursTitle': 'Business Hours',
  'help.hoursBody': 'Monday to Friday, 9:00-18:00 New Zealand time',
  'help.emergencyTitle': 'Emergency line',
  'help.emergencyBody': '24/7 for active consultations: {phone}',
  'help.resources': 'Resources',
  'help.resource.terms': 'Terms of Service',
  'help.resource.privacy': 'Privacy Policy',
  'help.resource.becomeExpert': 'Become an Expert',
  'help.resource.experts': 'Browse Experts',
  'help.emailButton': 'Email Support',
  'help.liveChat': 'Live Chat',
  'help.chat.title': 'Live Chat with Support',
  'help.chat.online':
    'Our team is on now (Monday to Friday, 9:00-18:00 New Zealand time): call for an answer straight away, or send your question.',
  'help.chat.offline':
    'Our team is away now (Monday to Friday, 9:00-18:00 New Zealand time). Send your question and we answer within 24 hours.',
  'help.chat.question': 'Your question',
  'help.chat.hint': 'It opens in your e-mail app, addressed to Support, to send from there.',
  'help.chat.subject': 'Live chat from the Help Center',
  'help.chat.call': 'Call {phone}',
  'help.chat.send': 'Send to Support',
} as const;
