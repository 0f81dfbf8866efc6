/** The calendar sync card: the private feed out, and an expert's imported calendars in. */
export const calendarSync = {
  'calendarSync.title': 'Calendar sync',
  'calendarSync.cancel': 'Cancel',
  'calendarSync.failed': 'That did not work. Please try again.',

  'calendarSync.feed.title': 'Your consultations in your calendar',
  'calendarSync.feed.intro':
    'Subscribe to your private link in Google Calendar, Outlook or Apple Calendar: every consultation appears there and follows any change.',
  'calendarSync.feed.create': 'Create my calendar link',
  'calendarSync.feed.creating': 'Creating…',
  'calendarSync.feed.address': 'Your private calendar link',
  'calendarSync.feed.copy': 'Copy link',
  'calendarSync.feed.copied': 'Link copied.',
  'calendarSync.feed.copyFailed': 'Could not copy: select the link and copy it yourself.',
  'calendarSync.feed.google': 'Google Calendar:',
  'calendarSync.feed.googleHow': 'Other calendars, +, From URL, then paste the link.',
  'calendarSync.feed.outlook': 'Outlook:',
  'calendarSync.feed.outlookHow': 'Add calendar, Subscribe from web, then paste the link.',
  'calendarSync.feed.apple': 'Apple Calendar:',
  'calendarSync.feed.appleLink': 'Subscribe in Apple Calendar',
  'calendarSync.feed.private':
    'Anyone with this link can see your consultations, so keep it private. Made {date}.',
  'calendarSync.feed.regenerate': 'Make a new link',
  'calendarSync.feed.regenerateTitle': 'Make a new link?',
  'calendarSync.feed.regenerateWarning':
    'Your current link stops working at once: calendars subscribed to it stop updating until you subscribe them to the new link.',
  'calendarSync.feed.regenerateConfirm': 'Make a new link',
  'calendarSync.feed.remove': 'Turn off',
  'calendarSync.feed.removeTitle': 'Turn off your calendar link?',
  'calendarSync.feed.removeWarning':
    'Your link stops working at once: calendars subscribed to it stop updating.',
  'calendarSync.feed.removeConfirm': 'Turn off',

  'calendarSync.imports.title': 'Your other calendars',
  'calendarSync.imports.intro':
    'Add the private iCal address of a calendar you already use: clients cannot book you while it says you are busy. We read it every 15 minutes and never keep event titles.',
  'calendarSync.imports.empty': 'No calendars added yet.',
  'calendarSync.imports.notApproved':
    'You can add your calendars once your expert profile is approved.',
  'calendarSync.imports.full': 'You can add up to {max} calendars. Remove one to add another.',
  'calendarSync.imports.status.pending': 'Reading…',
  'calendarSync.imports.status.ok': 'Up to date',
  'calendarSync.imports.status.failed': 'Could not be read',
  'calendarSync.imports.fetched': 'Last read {date}; {count} busy times.',
  'calendarSync.imports.notFetched': 'Not read yet.',
  'calendarSync.imports.refresh': 'Refresh',
  'calendarSync.imports.refreshing': 'Refreshing…',
  'calendarSync.imports.refreshNamed': 'Refresh {name}',
  'calendarSync.imports.remove': 'Remove',
  'calendarSync.imports.removeNamed': 'Remove {name}',
  'calendarSync.imports.removeTitle': 'Remove {name}?',
  'calendarSync.imports.removeWarning':
    'Its busy times stop blocking your availability at once, so clients may book you then.',
  'calendarSync.imports.removeConfirm': 'Remove calendar',
  'calendarSync.imports.url': 'Calendar address (iCal)',
  'calendarSync.imports.urlHint':
    'In Google Calendar: Settings, your calendar, "Secret address in iCal format". In Outlook: Publish a calendar, ICS link.',
  'calendarSync.imports.name': 'Name (optional)',
  'calendarSync.imports.nameHint': 'e.g. "Work calendar"',
  'calendarSync.imports.add': 'Add calendar',
  'calendarSync.imports.adding': 'Adding…',
} as const;
