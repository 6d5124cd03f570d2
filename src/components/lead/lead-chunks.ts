/**
 * The lead popup's lazily fetched chunks, each requested once (fetched once the page is idle, or
 * when the visitor points at an apply button; the dialog renders the form). Once a chunk is here,
 * `loaded…` gives its module at once: rendering from it does not suspend, where React.lazy or
 * `use` on the promise would suspend once and show the content only after React's throttle for
 * revealing suspended content (300 ms), on the popup's first opening.
 */
let dialogChunk: Promise<typeof import('./LeadDialog')> | undefined;
let formChunk: Promise<Pick<typeof import('./LeadForm'), 'LeadForm'>> | undefined;
let dialogModule: typeof import('./LeadDialog') | undefined;
let formModule: Pick<typeof import('./LeadForm'), 'LeadForm'> | undefined;

export const loadLeadDialog = () => (dialogChunk ??= import('./LeadDialog').then((m) => (dialogModule = m)));
export const loadLeadForm = () => (formChunk ??= import('./LeadForm').then(({ LeadForm }) => (formModule = { LeadForm })));
export const loadedLeadDialog = () => dialogModule;
export const loadedLeadForm = () => formModule;
