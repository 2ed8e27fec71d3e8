import cronParser from 'cron-parser';
import { describe, expect, it } from 'vitest';
import { settingsCatalogue } from '../../config/config';
import { JOBS, SCHEDULE_TIME_ZONE } from './scheduled-jobs';

/**
 * The schedules are set in a fixed offset rather than the named zone (scheduled-jobs.ts says why): pg-boss, which
 * evaluates them with cron-parser, must find exactly the slots it would find in Asia/Kuala_Lumpur.
 */
const backupDefault = settingsCatalogue.find((setting) => setting.name === 'BACKUP_CRON')?.default;
const crons = [...Object.values(JOBS).map((job) => job.cron), backupDefault!];

function slots(cron: string, tz: string, from: Date, count: number): string[] {
  const interval = cronParser.parseExpression(cron, { tz, currentDate: from });
  return Array.from({ length: count }, () => interval.next().toISOString());
}

describe('scheduled jobs in Malaysia time', () => {
  it.each(crons)('%s: the same slots as in Asia/Kuala_Lumpur, across years', (cron) => {
    for (const start of ['2026-01-01T00:00:00Z', '2026-12-31T15:30:00Z', '2031-02-28T16:00:00Z']) {
      const fixed = slots(cron, SCHEDULE_TIME_ZONE, new Date(start), 12);
      expect(fixed).toEqual(slots(cron, 'Asia/Kuala_Lumpur', new Date(start), 12));
    }
  });

  it('is Malaysia time, not UTC: the morning trade run falls on the evening before in UTC', () => {
    const [first] = slots(JOBS.tradeRun.cron, SCHEDULE_TIME_ZONE, new Date('2026-12-01T00:00:00Z'), 1);
    // 06:30 on Wednesday 2 December in Kuala Lumpur.
    expect(first).toBe('2026-12-01T22:30:00.000Z');
  });
});
