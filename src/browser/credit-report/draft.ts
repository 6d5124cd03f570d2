import type { Terms } from './api';

/**
 * What the credit report form keeps across a reload, in sessionStorage (this tab only, gone when
 * it closes): the step, the terms as read (so a visitor who read them is not sent back when the
 * service is down for a moment), the agreement and the details typed, and the enquiry's reference.
 * Never the identity card number: it is typed again after a reload, and the type below has no
 * room for it.
 */
export interface CreditReportDraft {
  step: 'terms' | 'details' | 'result';
  terms: Terms | null;
  agreed: boolean;
  name: string;
  dateOfBirth: string;
  mobile: string;
  optIn: boolean;
  ref: string;
}

const KEY = 'creditReportDraft';

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');

function termsOf(v: unknown): Terms | null {
  if (!v || typeof v !== 'object') return null;
  const t = v as Record<string, unknown>;
  const paragraphs = Array.isArray(t.paragraphs) ? t.paragraphs.filter((p): p is string => typeof p === 'string') : [];
  if (typeof t.version !== 'string' || !t.version || typeof t.title !== 'string' || paragraphs.length === 0) return null;
  return { version: t.version, title: t.title, paragraphs, sample: t.sample === true };
}

export function loadDraft(): CreditReportDraft | null {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return null;
    const d = raw as Record<string, unknown>;
    const step = d.step === 'details' || d.step === 'result' ? d.step : 'terms';
    return {
      step,
      terms: termsOf(d.terms),
      agreed: d.agreed === true,
      name: text(d.name, 60),
      dateOfBirth: text(d.dateOfBirth, 10),
      mobile: text(d.mobile, 8),
      optIn: d.optIn === true,
      ref: text(d.ref, 128),
    };
  } catch {
    return null; // storage blocked or a value of another form: start afresh
  }
}

export function saveDraft(draft: CreditReportDraft): void {
  // The fields are picked one by one, so nothing else the caller holds (the card number) is written.
  const { step, terms, agreed, name, dateOfBirth, mobile, optIn, ref } = draft;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ step, terms, agreed, name, dateOfBirth, mobile, optIn, ref }));
  } catch {
    // Storage full or blocked: the form still works, it is only not kept across a reload.
  }
}
