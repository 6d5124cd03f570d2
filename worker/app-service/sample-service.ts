import { contentBranches } from '../../src/server/content/branch-view';
import { contentFaq } from '../../src/server/content/faq-view';
import { createTranslator } from '../../src/server/i18n';
import type { AppServiceCall } from './calls';
import { sampleCreditReportAnswer } from './sample-credit-report';

/**
 * The local sample service: what the app service's calls answer when `APP_SERVICE_URL` is unset
 * (`npm start`, a developer's machine), so every flow works offline; figures made up from what was
 * sent and labelled as sample data (docs/app-service.md). A valuation's reference carries its own
 * creation time (pending for 3 s, then ready), so nothing is stored.
 */
const SAMPLE_PENDING_MS = 3000;

/** FNV-1a: a stable small number from a text, for sample figures that stay the same per address. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const SAMPLE_REF = /^sample-([0-9a-z]{1,12})-([0-9a-f]{8})$/;

export function sampleAnswer(name: AppServiceCall, payload: Record<string, unknown>): unknown {
  switch (name) {
    case 'konew_valuation_create': {
      const place = ['district', 'estate', 'building', 'block', 'floor', 'flat', 'address'].map((k) => String(payload[k] ?? '')).join('|');
      return { encoded: `sample-${Date.now().toString(36)}-${fnv1a(place).toString(16).padStart(8, '0')}` };
    }
    case 'trustmecare_get_record_by_tag_id': {
      // The sample knows two tags: one genuine, one withdrawn; any other is not the business's.
      const tagId = String(payload.tagId ?? '');
      if (tagId === 'SAMPLE-0001') return { tagId, status: 'genuine', kind: 'staff_card', issuedAt: '2026-01-05' };
      if (tagId === 'SAMPLE-0002') return { tagId, status: 'revoked', kind: 'leaflet', issuedAt: '2025-03-01' };
      return { tagId, status: 'unknown' };
    }
    case 'trustmecare_post_related_info':
      return { received: true };
    case 'konew_loan_application': {
      // A new reference each time (the time it was made and the number it was made for); no continue address.
      const number = fnv1a(String(payload.mobile ?? ''))
        .toString(16)
        .padStart(8, '0');
      return { applicationRef: `sample-app-${Date.now().toString(36)}-${number}` };
    }
    case 'konew_loan_application_update':
      return { applicationRef: String(payload.applicationRef ?? '') };
    case 'konew_tutnc':
    case 'konew_tutnc_agree':
    case 'konew_loan_enquiry':
    case 'konew_qr_code':
      return sampleCreditReportAnswer(name, payload);
    case 'konew-center':
    case 'konew-faqs':
      return sampleLists(name, payload.lang === 'en-US' ? 'en-US' : 'zh-HK');
    case 'konew_valuation_get_by_encoded': {
      const encoded = String(payload.encoded ?? '');
      const match = SAMPLE_REF.exec(encoded);
      if (!match) return { encoded, status: 'failed' };
      const createdAt = parseInt(match[1]!, 36);
      if (Date.now() - createdAt < SAMPLE_PENDING_MS) return { encoded, status: 'pending' };
      // HK$1,800,000 to HK$8,990,000, in steps of HK$10,000, the same for the same place: flats
      // below and above the value where an owner loan reaches its maximum.
      const value = 1_800_000 + (parseInt(match[2]!, 16) % 720) * 10_000;
      return { encoded, status: 'ready', value, valuedAt: new Date(createdAt + SAMPLE_PENDING_MS).toISOString() };
    }
  }
}

/** Branches and FAQ: the content files' own, in the service's shape (docs/app-service.md). */
function sampleLists(name: 'konew-center' | 'konew-faqs', locale: 'zh-HK' | 'en-US'): unknown {
  const brand = createTranslator(locale).t('brand');
  if (name === 'konew-faqs') {
    return { faqs: contentFaq(locale, brand).flatMap((s) => s.rows.map((r) => ({ category: s.id, id: r.id, question: r.q, answer: r.a }))) };
  }
  return { branches: contentBranches(locale, brand).map(({ map: _map, ...branch }) => branch) };
}
