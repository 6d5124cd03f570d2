import { describe, expect, it } from 'vitest';
import { groupInteractions, latencies, type EventEntry } from '../../scripts/bench/inp';
import { median } from '../../scripts/bench/stats';

const entry = (name: string, interactionId: number, duration: number, startTime: number): EventEntry => ({ name, interactionId, duration, startTime });

describe('npm run bench: interaction latency from Event Timing entries', () => {
  it('a tap is one interaction, as long as its longest entry', () => {
    const tap = groupInteractions([entry('pointerdown', 7, 24, 100), entry('pointerup', 7, 40, 180), entry('click', 7, 112, 181)]);
    expect(tap).toEqual([{ id: 7, durationMs: 112, events: 'pointerdown+pointerup+click', startTime: 100 }]);
  });

  it('keystrokes are one interaction each, in the order typed; entries without an interactionId are not interactions', () => {
    const typed = groupInteractions([
      entry('keyup', 12, 32, 410),
      entry('keydown', 12, 56, 400),
      entry('mouseover', 0, 200, 300),
      entry('keydown', 9, 24, 200),
      entry('input', 0, 88, 401),
      entry('keyup', 9, 16, 260),
    ]);
    expect(typed.map((i) => [i.id, i.durationMs])).toEqual([
      [9, 24],
      [12, 56],
    ]);
  });

  it('the same entry seen as first-input and as event counts once', () => {
    const first = groupInteractions([entry('pointerdown', 3, 48, 50), entry('pointerdown', 3, 48, 50), entry('click', 3, 48, 52)]);
    expect(first).toHaveLength(1);
    expect(first[0]!.events).toBe('pointerdown+click');
  });

  it('interactions the observer did not report (under 16 ms) count as 16 ms', () => {
    const seen = groupInteractions([entry('keydown', 1, 104, 0)]);
    expect(latencies(seen, 3)).toEqual([104, 16, 16]);
    expect(latencies(seen, 1)).toEqual([104]);
  });

  it('median of an odd and an even count', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([])).toBeNaN();
  });
});
