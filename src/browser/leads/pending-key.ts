/** The session storage key of the leads kept for a later try (its own module: the layout reads only this). */
export const PENDING_KEY = 'pendingLeads';
