/** The call-back time slots of the contact and callback forms (docs/product-rules.md §3), hours in HK time. */
export const TIME_SLOTS = ['9-12', '12-15', '15-18', '18-21'] as const;
