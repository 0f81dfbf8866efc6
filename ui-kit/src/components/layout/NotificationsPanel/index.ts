export {
  NOTIFICATIONS_PAGE_SIZE,
  NotificationsPanel,
  type NotificationsPanelProps,
} from './NotificationsPanel.js';
