import type { Meta, StoryObj } from '@storybook/react-vite';
import { useConsultationChat } from '../../../live/useConsultationChat.js';
import { confirmedConsultation } from '../../../mocks/fixtures.js';
import {
  chatHistory,
  roomClient,
  roomDouble,
  roomExpert,
  roomParameters,
} from '../../../mocks/room.js';
import { ChatPanel } from './ChatPanel.js';

const names = {
  [roomClient.id]: `${roomClient.firstName} ${roomClient.lastName}`,
  [roomExpert.id]: `${roomExpert.firstName} ${roomExpert.lastName}`,
};

/** The panel over the kit's real chat hook, against the story's in-memory room. */
function LiveChat({ readOnly = false }: { readOnly?: boolean }) {
  const chat = useConsultationChat(confirmedConsultation.id);
  return <ChatPanel chat={chat} viewerId={roomClient.id} names={names} readOnly={readOnly} />;
}

const meta = {
  title: 'Room/ChatPanel',
  component: ChatPanel,
  args: {
    chat: {
      messages: chatHistory,
      connection: 'live',
      loadFailed: false,
      send: async () => undefined,
      retry: async () => undefined,
    },
    viewerId: roomClient.id,
    names,
    readOnly: false,
  },
} satisfies Meta<typeof ChatPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The panel alone, driven by its props. */
export const Playground: Story = {};

/** Connected: the history, then live messages both ways. */
export const Live: Story = {
  parameters: roomParameters(confirmedConsultation),
  render: () => <LiveChat />,
};

/** Before the connection opens: the input is disabled. */
export const Connecting: Story = {
  parameters: roomParameters(
    confirmedConsultation,
    roomClient,
    roomDouble(roomClient, { connect: 'never', historyFails: true }),
  ),
  render: () => <LiveChat />,
};

/** The socket is down: polling every 2 s, sending over REST. */
export const Fallback: Story = {
  parameters: roomParameters(
    confirmedConsultation,
    roomClient,
    roomDouble(roomClient, { connect: 'never' }),
  ),
  render: () => <LiveChat />,
};

export const Empty: Story = {
  parameters: roomParameters(
    confirmedConsultation,
    roomClient,
    roomDouble(roomClient, { history: [] }),
  ),
  render: () => <LiveChat />,
};

/** A completed consultation: history only. */
export const ReadOnly: Story = {
  parameters: roomParameters(
    confirmedConsultation,
    roomClient,
    roomDouble(roomClient, { readOnly: true }),
  ),
  render: () => <LiveChat readOnly />,
};

/** The server refuses the message (too fast): its words are shown and the draft kept. */
export const SendRefused: Story = {
  parameters: roomParameters(
    confirmedConsultation,
    roomClient,
    roomDouble(roomClient, { refuseMessages: 'rate_limited' }),
  ),
  render: () => <LiveChat />,
};

/** The room's broadcast of your own message is lost: the acknowledgement shows it anyway. */
export const OwnBroadcastLost: Story = {
  parameters: roomParameters(
    confirmedConsultation,
    roomClient,
    roomDouble(roomClient, { loseOwnBroadcast: true }),
  ),
  render: () => <LiveChat />,
};

/** The history could not be loaded and the socket is down. */
export const LoadFailed: Story = {
  args: {
    chat: {
      messages: [],
      connection: 'fallback',
      loadFailed: true,
      send: async () => undefined,
      retry: async () => undefined,
    },
  },
};
