export {
  CHAT_STATUSES,
  ProfileChatDialog,
  type ProfileChatDialogProps,
} from './ProfileChatDialog.js';
