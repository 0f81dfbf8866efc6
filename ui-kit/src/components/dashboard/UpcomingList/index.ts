export { UpcomingList, UPCOMING_SHOWN } from './UpcomingList.js';
