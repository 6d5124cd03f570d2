import { Hono } from 'hono';
import {
  APPLICATION_REF,
  ApplicationRequestSchema,
  ApplicationUpdateSchema,
  applicationPayload,
  applicationUpdatePayload,
  type ApplicationAnswer,
} from '../../src/shared/application/schema';
import { AppServiceClient, AppServiceError } from '../app-service/client';
import type { AppEnv } from '../env';
import { appServiceFailure } from './app-service-failure';
import { handOverUrl, memberSiteOf } from './application-hand-over';
import { jsonBody, validJson } from './json-body';
import { ownerCookie } from './owner-cookie';
import { writeLimit } from './rate-limits';
import type { ApiFailure } from '../../src/shared/api-contract';

/**
 * Loan applications started from the 7x24 popup, through the app service (konew_loan_application,
 * konew_loan_application_update): the popup's details become an application, and the answer says
 * where the member site continues it. Neither call is repeated on a timeout (each changes
 * something). An answer says `sample: true` when the local sample service gave it.
 */
export const applicationApi = new Hono<AppEnv>();

/** The browser that started an application, the only one that may change it. */
const owner = ownerCookie('application', '/api/application', 'application');

applicationApi.post('/application', writeLimit, jsonBody, validJson(ApplicationRequestSchema), async (c) => {
  const client = new AppServiceClient(c.env);
  try {
    const started = await client.call('konew_loan_application', applicationPayload(c.req.valid('json')));
    const continueUrl = handOverUrl(memberSiteOf(c.env), started.applicationRef, started.continueUrl);
    await owner.mark(c, started.applicationRef);
    return c.json({ ref: started.applicationRef, continueUrl, sample: client.isSample } satisfies ApplicationAnswer, 201);
  } catch (error) {
    return appServiceFailure(c, error, 30);
  }
});

// PATCH: the body holds only the details that changed since the application was started. Only the
// browser that started it may send one (owner-cookie.ts); to anyone else the application does
// not exist, whether or not the reference is real.
applicationApi.patch('/application/:ref', writeLimit, jsonBody, validJson(ApplicationUpdateSchema), async (c) => {
  const ref = c.req.param('ref');
  if (!APPLICATION_REF.test(ref) || !(await owner.owns(c, ref))) return c.json({ error: 'not_found' } satisfies ApiFailure, 404);
  const client = new AppServiceClient(c.env);
  try {
    const updated = await client.call('konew_loan_application_update', applicationUpdatePayload(ref, c.req.valid('json')));
    // The service answering for another application is a fault of its own, never passed on.
    if (updated.applicationRef !== ref) {
      console.error('app service: konew_loan_application_update answered for another application');
      throw new AppServiceError('bad_answer');
    }
    return c.json({ ref, continueUrl: handOverUrl(memberSiteOf(c.env), ref, updated.continueUrl), sample: client.isSample } satisfies ApplicationAnswer);
  } catch (error) {
    return appServiceFailure(c, error, 30);
  }
});
