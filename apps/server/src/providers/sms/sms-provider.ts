/**
 * Text messages (OTP codes). The sandbox records every message in `sms_messages` (readable by tests and the
 * development mailbox); a real gateway implements the same interface and also records what it sent.
 */
export interface SmsProvider {
  readonly name: string;
  /** `to` is E.164 ('+60123456789'). Throws when the message could not be handed to the gateway. */
  send(to: string, text: string): Promise<void>;
}
