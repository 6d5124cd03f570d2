/**
 * The lead form's lazily fetched chunk, requested once, by the popup when it warms up and by the
 * dialog that renders the form (./lead-chunks.ts fetches the dialog). Once it is here,
 * `loadedLeadForm` gives the form at once, without suspending (./lead-chunks.ts says why).
 */
let formChunk: Promise<Pick<typeof import('./LeadForm'), 'LeadForm'>> | undefined;
let formModule: Pick<typeof import('./LeadForm'), 'LeadForm'> | undefined;

// The form's checks (with the shared schema and zod, its largest part) are asked for beside the
// form, not after it: dynamic imports carry no preload list (scripts/build/bare-dynamic-imports.ts),
// so the browser would otherwise learn of them only once the form's file is parsed.
export const loadLeadForm = () =>
  (formChunk ??= Promise.all([import('./LeadForm'), import('../../browser/leads/form-checks')]).then(([{ LeadForm }]) => (formModule = { LeadForm })));
export const loadedLeadForm = () => formModule;
