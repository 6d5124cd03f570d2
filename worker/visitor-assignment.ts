import type { AssignmentPoint } from '../src/server/banners/assign';
import type { Env } from './env';
import { visitorMac } from './visitor-secret';

/**
 * The visitor's point in [0, 1) for each experiment: the first 4 bytes of HMAC(VISITOR_ID_SECRET,
 * experiment, visitor id). Keyed, so a variant cannot be computed offline; null without a secret
 * (then the first variant is shown and no event counts: visitor-secret.ts).
 */
export function assignmentPointOf(env: Pick<Env, 'VISITOR_ID_SECRET' | 'SITE_ENV'>, visitorId: string): AssignmentPoint {
  return async (experiment) => {
    const mac = await visitorMac(env, 'ab-assignment', `${experiment}\n${visitorId}`);
    return mac ? new DataView(mac).getUint32(0) / 2 ** 32 : 0;
  };
}
