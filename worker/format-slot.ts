/** A call-back slot ('9-12', time-slots.ts) as people read it: '9:00–12:00'. */
export const formatSlot = (slot: string) => slot.replace(/^(\d+)-(\d+)$/, '$1:00–$2:00');
