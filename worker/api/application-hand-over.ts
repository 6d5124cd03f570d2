import { SITE } from '../../content/site';
import type { Env } from '../env';

/**
 * This site's choice of query parameter that hands an application over to the member site:
 * `<member site URL>?applicationRef=<reference>`. The member site reads it to continue the
 * application the popup started.
 */
const HAND_OVER_PARAM = 'applicationRef';

/** The member site the pages link to: MEMBER_SITE_URL when it is an https URL, else content/site.ts's. */
export function memberSiteOf(env: Pick<Env, 'MEMBER_SITE_URL'>): URL {
  try {
    const url = new URL(env.MEMBER_SITE_URL ?? '');
    if (url.protocol === 'https:') return url;
  } catch {
    // Unset or malformed: the site's own value.
  }
  return new URL(SITE.memberSiteUrl);
}

/**
 * Where the visitor goes with a started application: the service's continue address when it is
 * on the member site's origin (it knows best where its own flow resumes), else the member site
 * with the reference as `applicationRef`. An address elsewhere is ignored, never followed: a
 * visitor is sent to no site the business did not name.
 */
export function handOverUrl(memberSite: URL, ref: string, continueUrl: string | null | undefined): string {
  if (continueUrl) {
    try {
      const url = new URL(continueUrl);
      if (url.origin === memberSite.origin) return url.href;
    } catch {
      // Not an address: ignored like one elsewhere.
    }
    console.warn('app service: a continue address off the member site was ignored');
  }
  const url = new URL(memberSite);
  url.searchParams.set(HAND_OVER_PARAM, ref);
  return url.href;
}
