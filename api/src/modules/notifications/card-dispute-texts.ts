// What the parties read about a card dispute (a chargeback the client's bank raised), in words each can act on.
// (Only the reader matters here, so it takes that alone and notification-texts.ts calls it.)

export type CardDisputeKind = 'card_dispute_opened' | 'card_dispute_won' | 'card_dispute_lost';

export function cardDisputeText(
  kind: CardDisputeKind,
  c: { reader: 'client' | 'expert' | 'admin' },
  quoted: string,
  money: string,
): { title: string; body: string } {
  const client = c.reader === 'client';
  switch (kind) {
    case 'card_dispute_opened':
      return {
        title: 'Card payment disputed',
        body: client
          ? `Your bank has disputed your card payment of ${money} for ${quoted}, and has taken the money back while it decides. We are sending the bank our records of the booking. If you did not mean to dispute it, tell your bank.`
          : `The client's bank has disputed the card payment of ${money} for ${quoted}. Any payout for it is on hold or taken back from your account until the bank decides; we are sending the bank the booking's records.`,
      };
    case 'card_dispute_won':
      return {
        title: 'Card dispute closed',
        body: client
          ? `Your bank has decided the dispute about ${quoted} in the booking's favour: the payment of ${money} stands.`
          : `The bank decided the dispute about ${quoted} in your favour: your payout for it is released again.`,
      };
    case 'card_dispute_lost':
      return {
        title: 'Card dispute closed',
        body: client
          ? `Your bank has decided the dispute about ${quoted} in your favour: ${money} stays with you.`
          : `The bank decided the dispute about ${quoted} for the client: ${money} went back to them. We will contact you about any payout taken back.`,
      };
  }
}
