import { hongKongDay } from '../src/server/vitals/days';
import type { Env } from './env';
import { visitorTag } from './visitor-secret';

/**
 * A client address (clientAddressKey) as the per-address caps keep it: a keyed hash of the address
 * and the Hong Kong day under VISITOR_ID_SECRET and a label per cap, so it changes every day, no two
 * caps share it and nobody without the secret can compute it. Never the address itself. Null without
 * a usable secret. The cron deletes each cap's days before yesterday (retention.ts).
 */
export async function addressOfDay(env: Env, label: string, client: string, now: Date): Promise<{ day: string; hash: string } | null> {
  const day = hongKongDay(now);
  const hash = await visitorTag(env, label, `${day}\n${client}`);
  return hash === null ? null : { day, hash };
}
