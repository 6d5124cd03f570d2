/**
 * What a visitor typed in the valuation form, kept for this tab (sessionStorage) until the
 * valuation is created: a reload, or the service being down, never loses it. Cleared once the
 * valuation exists. Storage may be unavailable (private modes): then nothing is kept.
 */
export interface ValuationDraft {
  mode: 'estate' | 'address';
  district: string;
  estate: string;
  block: string;
  floor: string;
  flat: string;
  address: string;
  customerName: string;
  phone: string;
}

const KEY = 'valuationDraft';

export const emptyDraft = (): ValuationDraft => ({
  mode: 'estate',
  district: '',
  estate: '',
  block: '',
  floor: '',
  flat: '',
  address: '',
  customerName: '',
  phone: '',
});

export function readDraft(): ValuationDraft {
  const draft = emptyDraft();
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return draft;
    for (const key of Object.keys(draft) as (keyof ValuationDraft)[]) {
      const value = (stored as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.length <= 200) (draft as unknown as Record<string, string>)[key] = value;
    }
    if (draft.mode !== 'address') draft.mode = 'estate';
  } catch {
    // Nothing kept, or storage refused: start empty.
  }
  return draft;
}

export function keepDraft(draft: ValuationDraft) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form still holds the values on screen.
  }
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
