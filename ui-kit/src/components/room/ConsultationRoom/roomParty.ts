import type { components } from '@expertbridge/sdk';

type Consultation = components['schemas']['Consultation'];

/** Who is looking at the room: one of its two parties, or an admin watching. */
export type RoomPart = 'client' | 'expert' | 'admin';

/** The viewer's part (part 2 §6: the expert when their id is the expert's user id, else the client). */
export function roomPart(consultation: Consultation, userId: string | undefined): RoomPart {
  if (userId === consultation.expert.userId) return 'expert';
  if (userId === consultation.clientId) return 'client';
  return 'admin';
}

/** The other party as the viewer sees them: the client sees the expert; the expert (and an admin) the client. */
export function counterpart(consultation: Consultation, part: RoomPart) {
  if (part === 'client') {
    const { user, title } = consultation.expert;
    return { ...user, name: `${user.firstName} ${user.lastName}`, title };
  }
  const { firstName, lastName, profileImageUrl } = consultation.client;
  return { firstName, lastName, profileImageUrl, name: `${firstName} ${lastName}`, title: null };
}

/** Display names of both parties by user id, for the chat. */
export function partyNames(consultation: Consultation): Record<string, string> {
  const { client, expert } = consultation;
  return {
    [consultation.clientId]: `${client.firstName} ${client.lastName}`,
    [expert.userId]: `${expert.user.firstName} ${expert.user.lastName}`,
  };
}
