export { CHAT_MAX_LENGTH, ChatPanel, type ChatPanelProps, type ChatState } from './ChatPanel.js';
