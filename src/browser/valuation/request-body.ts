import type { Locale } from '../../shared/locales';
import type { ValuationRequest } from '../../shared/valuation/schema';
import { readCookie } from '../browser-cookies';
import type { ValuationDraft } from './draft';

/**
 * The body of `POST /api/valuation` from the form: the district as the visitor read it (in the
 * page's language, which `isEng` tells the service), the estate or building, or the full address,
 * and the device's anonymous analytics id as `deviceId` (push notifications do not exist on the
 * web, so `playerId` stays empty).
 */
export function valuationBody(draft: ValuationDraft, districtName: string, locale: Locale): ValuationRequest {
  const byEstate = draft.mode === 'estate';
  const deviceId = (readCookie('anon_id') ?? '').replace(/[^\w-]/g, '').slice(0, 64);
  return {
    district: districtName,
    estate: byEstate ? draft.estate.trim() : '',
    block: byEstate ? draft.block.trim() : '',
    floor: byEstate ? draft.floor.trim() : '',
    flat: byEstate ? draft.flat.trim() : '',
    address: byEstate ? '' : draft.address.trim(),
    customerName: draft.customerName.trim().replace(/\s+/g, ' '),
    phone: draft.phone,
    locale,
    deviceId,
  };
}
