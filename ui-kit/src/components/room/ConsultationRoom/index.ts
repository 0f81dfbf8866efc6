export {
  ConsultationRoom,
  REVIEW_DELAY_MS,
  ROOM_POLL_MS,
  type ConsultationRoomProps,
  type RoomPanel,
} from './ConsultationRoom.js';
export { COUNTDOWN_REFRESH_MS, startsIn, type StartsIn } from './roomClock.js';
