import { z } from 'zod';

/**
 * zod, set up for a page under a strict CSP: without `jitless`, zod probes `new Function` once,
 * and although the failure is caught, Chromium still reports it as a CSP violation ('eval').
 * Every schema imports zod from here so the setting is in place before the first parse.
 * https://github.com/colinhacks/zod/issues/4461 (the probe honours `jitless` since colinhacks/zod#5864)
 */
z.config({ jitless: true });

export { z };
