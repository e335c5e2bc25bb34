/** Fray's ChatMessage: exchange cards keep their state in `system` (see chat/exchange-model.ts). */
export class FrayChatMessage extends ChatMessage {
  /** Whether this message is an exchange card. */
  get isExchange(): boolean {
    return this.type === "exchange";
  }
}
