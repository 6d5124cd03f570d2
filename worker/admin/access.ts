import { createRemoteJWKSet, jwtVerify } from 'jose';

/**
 * Cloudflare Access in front of /admin: every request carries a JWT that Access signed for this
 * application (header `Cf-Access-Jwt-Assertion`, or the `CF_Authorization` cookie it sets). It is
 * checked here again, at the worker (signature, expiry, age, issuer, audience): a request that reaches
 * the worker another way (workers.dev, a misconfigured route) has no valid token.
 * https://developers.cloudflare.com/cloudflare-one/identity/authorization-cookie/validating-json/
 */
export interface AccessSettings {
  /** ACCESS_TEAM_DOMAIN: the team's host, e.g. 'example.cloudflareaccess.com'. */
  teamDomain: string;
  /** ACCESS_AUD: the application's audience tag. */
  audience: string;
  /** Where the signing keys are: the team's certs, or a loopback test server (ACCESS_CERTS_URL). */
  certsUrl: string;
}

const TEAM_DOMAIN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;
/** The oldest token taken, by its `iat` (Access's session lasts at most 24 hours by default). */
const MAX_TOKEN_AGE = '24h';
/** Seconds the worker's clock and Access's may differ by (for `exp`, `nbf` and `iat`). */
const CLOCK_SKEW_SECONDS = 60;
/** Only a test's key server on this machine may stand in for the team's certs. */
const LOOPBACK_CERTS = /^http:\/\/127\.0\.0\.1:\d{1,5}\/[\w./-]*$/;

/** The Access settings from the worker's vars; null while they are missing or malformed (nobody gets in). */
export function accessSettings(env: { ACCESS_TEAM_DOMAIN?: string; ACCESS_AUD?: string; ACCESS_CERTS_URL?: string }): AccessSettings | null {
  const teamDomain = env.ACCESS_TEAM_DOMAIN?.trim() ?? '';
  const audience = env.ACCESS_AUD?.trim() ?? '';
  if (!TEAM_DOMAIN.test(teamDomain) || !audience) return null;
  const override = env.ACCESS_CERTS_URL?.trim();
  const certsUrl = override && LOOPBACK_CERTS.test(override) ? override : `https://${teamDomain}/cdn-cgi/access/certs`;
  return { teamDomain, audience, certsUrl };
}

/**
 * One key set per certs address for the isolate's life: jose fetches the keys once, and again
 * when a token names a key it does not know (Access rotates its keys).
 */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** The e-mail in a valid Access token; null for a token that is not one (logged without the token). */
export async function verifiedEmail(token: string, settings: AccessSettings): Promise<{ email: string | null } | null> {
  let keys = keySets.get(settings.certsUrl);
  if (!keys) keySets.set(settings.certsUrl, (keys = createRemoteJWKSet(new URL(settings.certsUrl))));
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer: `https://${settings.teamDomain}`,
      audience: settings.audience,
      algorithms: ['RS256'],
      // jose checks `exp` only when a token has one: a token without it would never end. Access
      // always sets both; a token older than a day (the longest Access session) or issued ahead
      // of this clock by more than the tolerance is refused too.
      requiredClaims: ['exp', 'iat'],
      maxTokenAge: MAX_TOKEN_AGE,
      clockTolerance: CLOCK_SKEW_SECONDS,
    });
    // A service token is valid but names no person: it gets no role.
    return { email: typeof payload.email === 'string' ? payload.email.toLowerCase() : null };
  } catch (error) {
    console.warn(`admin: Access token refused (${(error as { code?: string }).code ?? (error as Error).name})`);
    return null;
  }
}
