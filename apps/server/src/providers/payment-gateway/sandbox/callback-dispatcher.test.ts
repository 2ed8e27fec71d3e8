import { describe, expect, it } from 'vitest';
import { createCallbackDispatcher, type CallbackFaults } from './callback-dispatcher';

/** The sandbox's simulated faults: delay, duplicates, reordering and loss, each as configured. */
const faults = (over: Partial<CallbackFaults> = {}): CallbackFaults => ({
  delayMs: 0,
  duplicates: 0,
  reorder: false,
  lossRate: 0,
  ...over,
});

async function run(settings: CallbackFaults, random = () => 0.5) {
  const sent: string[] = [];
  const dispatcher = createCallbackDispatcher({
    faults: settings,
    deliver: async (fields) => {
      sent.push(fields.code!);
    },
    random,
  });
  dispatcher.dispatch({ code: '00' }, { code: '09' });
  await dispatcher.idle();
  return sent;
}

describe('sandbox callback dispatcher', () => {
  it('sends the final AC once by default', async () => {
    expect(await run(faults())).toEqual(['00']);
  });

  it('sends duplicates, then the stale pending AC after them when reordering', async () => {
    expect(await run(faults({ duplicates: 2, reorder: true, delayMs: 5 }))).toEqual(['00', '00', '00', '09']);
  });

  it('loses every AC of a transaction with the configured probability', async () => {
    expect(await run(faults({ lossRate: 0.3, duplicates: 2 }), () => 0.2)).toEqual([]);
    expect(await run(faults({ lossRate: 0.3 }), () => 0.9)).toEqual(['00']);
  });

  it('cancels what is still scheduled when stopped', async () => {
    const sent: string[] = [];
    const dispatcher = createCallbackDispatcher({
      faults: faults({ delayMs: 60_000 }),
      deliver: async (f) => {
        sent.push(f.code!);
      },
    });
    dispatcher.dispatch({ code: '00' }, null);
    dispatcher.stop();
    await dispatcher.idle();
    expect(sent).toEqual([]);
  });
});
