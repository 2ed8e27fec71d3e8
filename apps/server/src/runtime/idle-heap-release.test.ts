import { describe, expect, it } from 'vitest';
import { shouldRelease } from './idle-heap-release';

const MB = 1024 * 1024;

describe('idle heap release', () => {
  it('collects once the event loop is quiet and the heap has grown well beyond the last collection', () => {
    expect(shouldRelease({ utilization: 0.01, committed: 150 * MB, baseline: 90 * MB })).toBe(true);
  });

  it('never while the server is busy: the pause would meet the requests', () => {
    expect(shouldRelease({ utilization: 0.4, committed: 150 * MB, baseline: 90 * MB })).toBe(false);
  });

  it('not for V8 ordinary headroom: an idle server is not collected again and again', () => {
    expect(shouldRelease({ utilization: 0, committed: 100 * MB, baseline: 90 * MB })).toBe(false);
  });
});
