import type { Db } from '../../db/connection';
import { smsMessages } from '../../db/schema/mail';
import type { SmsProvider } from './sms-provider';

/**
 * Sandbox SMS gateway: delivers nothing, records every message as 'sent'. Deterministic test switch: a number
 * ending in 0000 fails like an unreachable handset (recorded as 'failed', and `send` throws).
 */
export function createSandboxSmsProvider(db: Db): SmsProvider {
  return {
    name: 'sandbox',
    async send(to, text) {
      const fails = to.endsWith('0000');
      await db.insert(smsMessages).values({
        to,
        text,
        provider: 'sandbox',
        status: fails ? 'failed' : 'sent',
        error: fails ? 'sandbox: unreachable number' : null,
      });
      if (fails) throw new Error('SMS gateway refused the message');
    },
  };
}
