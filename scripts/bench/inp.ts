/**
 * Interaction latency from Event Timing entries, as INP defines it (the web-vitals library,
 * https://web.dev/articles/inp): the entries of one interaction (pointerdown, pointerup and click of
 * a tap; keydown, keypress and keyup of a keystroke) share an `interactionId`, and the
 * interaction's latency is the longest `duration` among them (input delay + handlers + the wait
 * for the next frame's paint, rounded by the browser to 8 ms). Entries without an interactionId
 * (mouseover, an input event on its own) are not interactions.
 */

/** The fields of a PerformanceEventTiming entry that the grouping reads. */
export interface EventEntry {
  name: string;
  interactionId: number;
  duration: number;
  startTime: number;
}

export interface Interaction {
  id: number;
  /** The longest duration among the interaction's entries, in ms. */
  durationMs: number;
  /** What the interaction was: its entries' event names (e.g. "pointerdown+pointerup+click"). */
  events: string;
  startTime: number;
}

/** The interactions in `entries`, in the order they started. */
export function groupInteractions(entries: readonly EventEntry[]): Interaction[] {
  const byId = new Map<number, Interaction>();
  for (const e of entries) {
    if (!e.interactionId) continue;
    const seen = byId.get(e.interactionId);
    if (!seen) {
      byId.set(e.interactionId, { id: e.interactionId, durationMs: e.duration, events: e.name, startTime: e.startTime });
      continue;
    }
    seen.durationMs = Math.max(seen.durationMs, e.duration);
    seen.startTime = Math.min(seen.startTime, e.startTime);
    // The same entry can reach the observer twice (as `first-input` and as `event`).
    if (!seen.events.split('+').includes(e.name)) seen.events += `+${e.name}`;
  }
  return [...byId.values()].sort((a, b) => a.startTime - b.startTime);
}

/**
 * Latencies of `expected` interactions of which `observed` were reported. The observer is asked
 * for entries of 16 ms and more (the smallest threshold the browser allows), so an interaction
 * that was not reported at all took under 16 ms: it counts as 16, an upper bound.
 */
const UNREPORTED_MS = 16;
export function latencies(observed: readonly Interaction[], expected: number): number[] {
  const missing = Math.max(0, expected - observed.length);
  return [...observed.map((i) => i.durationMs), ...Array<number>(missing).fill(UNREPORTED_MS)];
}
