import { JoinRoom } from '@expertbridge/ui-kit';

export default function JoinRoomPage() {
  return <JoinRoom />;
}
