/** The in-app notifications list (the bell and the dashboard's Notifications button). */
export const notifications = {
  'notifications.title': 'Notifications',
  'notifications.unread': '{count} unread',
  'notifications.allRead': 'All caught up',
  'notifications.markAll': 'Mark all as read',
  'notifications.markRead': 'Mark "{title}" as read',
  'notifications.unreadMarker': 'Unread',
  'notifications.view': 'View consultation',
  'notifications.empty': 'No notifications yet.',
  'notifications.emptyDescription':
    'Booking requests, payments, reminders and payouts will appear here.',
  'notifications.previous': 'Newer',
  'notifications.next': 'Older',
  'notifications.page': 'Page {page} of {pages}',
} as const;
