export { NOTIFICATIONS_PAGE_SIZE, NotificationsPanel } from './NotificationsPanel.js';
