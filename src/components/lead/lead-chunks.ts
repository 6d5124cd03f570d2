/**
 * The lead popup's lazily fetched chunks, each requested once (the opener preloads them when the
 * visitor points at an apply button; the dialog renders the form).
 */
let dialogChunk: Promise<typeof import('./LeadDialog')> | undefined;
let formChunk: Promise<typeof import('./LeadForm')> | undefined;

export const loadLeadDialog = () => (dialogChunk ??= import('./LeadDialog'));
export const loadLeadForm = () => (formChunk ??= import('./LeadForm'));
