import type { Unread } from '../../shared/api-contract';
import {
  APPLICATION_FIELDS,
  type ApplicationAnswer,
  type ApplicationDetails,
  type ApplicationRequest,
  type ApplicationUpdate,
} from '../../shared/application/schema';
import type { Locale } from '../../shared/locales';
import { checkLead } from '../leads/form-checks';
import { tidyName, type LeadFormValues } from '../leads/form-values';

/** Where the visitor goes after a press, and why. */
export type StartOutcome =
  /** The application was started or is the one kept; `url` carries its reference. */
  | { kind: 'handed_over'; url: string }
  /** Nothing to carry over: the plain member site. */
  | { kind: 'incomplete'; url: string }
  /** The service gave no usable answer: the plain member site, and the popup says so. */
  | { kind: 'failed'; url: string };

/** Session storage: the application started in this tab, and the details it was last sent. */
const APPLICATION_KEY = 'loanApplication';

interface Kept {
  ref: string;
  continueUrl: string;
  sent: ApplicationDetails;
}

/** A little over the worker's own 8 s for the service. */
const TIMEOUT_MS = 10_000;

/**
 * The 7x24 popup's start-loan button with what the visitor typed in the popup's lead form
 * (fetched when the button is pressed: the popup carries none of it until then).
 *
 * - The form holds a complete lead (the lead form's own checks, terms included): an application is
 *   started (POST /api/application) once, and its reference is kept for the tab's session; the
 *   visitor goes where the answer says (the member site, with the reference).
 * - Pressed again: unchanged details go to the same place without a call; changed ones are sent
 *   as an update of that application (PATCH /api/application/:ref, the changed fields only).
 * - An incomplete form, or no usable answer (the service down, slow or talking nonsense): the
 *   member site as the plain link goes, with nothing kept, so the next press tries again. The
 *   form keeps what was typed and sends it as a lead as it always has.
 */
export async function startApplication(values: LeadFormValues, locale: Locale, memberSite: string): Promise<StartOutcome> {
  if (Object.keys(checkLead(values)).length > 0) return { kind: 'incomplete', url: memberSite };
  const details = detailsOf(values);
  const kept = readKept();
  if (!kept) {
    const answer = await send('POST', '/api/application', { ...details, locale, terms: true } satisfies ApplicationRequest, 201);
    return answer ? handOver({ ...answer, sent: details }) : { kind: 'failed', url: memberSite };
  }
  const changed = changedDetails(kept.sent, details);
  if (Object.keys(changed).length === 0) return { kind: 'handed_over', url: kept.continueUrl };
  const answer = await send('PATCH', `/api/application/${encodeURIComponent(kept.ref)}`, changed, 200);
  // The application stays as it was: the next press sends the same change again.
  return answer && answer.ref === kept.ref ? handOver({ ...answer, sent: details }) : { kind: 'failed', url: memberSite };
}

/** The request's details from the form's values, tidied as the lead's are. */
function detailsOf(values: LeadFormValues): ApplicationDetails {
  return {
    firstName: tidyName(values.first_name),
    lastName: tidyName(values.last_name),
    gender: values.gender,
    mobile: values.mobile.trim(),
    loanType: Number(values.loan_type),
  };
}

function changedDetails(before: ApplicationDetails, now: ApplicationDetails): ApplicationUpdate {
  const changed: Record<string, unknown> = {};
  for (const field of APPLICATION_FIELDS) if (before[field] !== now[field]) changed[field] = now[field];
  return changed as ApplicationUpdate;
}

function handOver(kept: Kept): StartOutcome {
  try {
    sessionStorage.setItem(APPLICATION_KEY, JSON.stringify(kept));
  } catch {
    // Storage off: this press still hands over; the next one starts another application.
  }
  return { kind: 'handed_over', url: kept.continueUrl };
}

function readKept(): Kept | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(APPLICATION_KEY) ?? 'null') as Partial<Kept> | null;
    if (typeof kept?.ref === 'string' && typeof kept.continueUrl === 'string' && kept.sent && typeof kept.sent === 'object') return kept as Kept;
  } catch {
    // Unreadable: as if nothing was kept.
  }
  return null;
}

/** This site's answer `{ ref, continueUrl }` with the expected status, or null for anything else. */
async function send(
  method: 'POST' | 'PATCH',
  url: string,
  body: ApplicationRequest | ApplicationUpdate,
  expected: number,
): Promise<Pick<ApplicationAnswer, 'ref' | 'continueUrl'> | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const res = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    // An update refused as not this browser's (the application started elsewhere, or its cookie is
    // gone): forget it, so the next press starts an application of this browser's own.
    if (method === 'PATCH' && res.status === 404) sessionStorage.removeItem(APPLICATION_KEY);
    if (res.status !== expected) return null;
    // Read as untrusted: each field's type is checked before use.
    const answer = (await res.json()) as Unread<ApplicationAnswer>;
    // Only ever a web address (the worker's own, on the member site): never another kind of URL.
    return typeof answer.ref === 'string' && typeof answer.continueUrl === 'string' && answer.continueUrl.startsWith('https://')
      ? { ref: answer.ref, continueUrl: answer.continueUrl }
      : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
