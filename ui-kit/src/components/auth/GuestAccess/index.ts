export { ClaimAccount, type ClaimAccountProps } from './ClaimAccount.js';
export { JoinRoom, type JoinRoomProps } from './JoinRoom.js';
