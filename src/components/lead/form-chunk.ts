/**
 * The lead form's lazily fetched chunk, requested once, by the popup when it warms up and by the
 * dialog that renders the form (./lead-chunks.ts fetches the dialog). Once it is here,
 * `loadedLeadForm` gives the form at once, without suspending (./lead-chunks.ts says why).
 */
let formChunk: Promise<Pick<typeof import('./LeadForm'), 'LeadForm'>> | undefined;
let formModule: Pick<typeof import('./LeadForm'), 'LeadForm'> | undefined;

// The form's checks (zod) are not part of it: the form fetches them when it is first focused.
export const loadLeadForm = () => (formChunk ??= import('./LeadForm').then(({ LeadForm }) => (formModule = { LeadForm })));
export const loadedLeadForm = () => formModule;
