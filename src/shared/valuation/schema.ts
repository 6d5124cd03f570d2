import { MOBILE } from '../leads/mobile-rule';
import { LATIN_NAME } from '../leads/name-rule';
import { LOCALES } from '../locales';
import { z } from '../zod';

/**
 * A property valuation request as the site takes it (POST /api/valuation): where the flat is,
 * either as an estate or building with its block, floor and flat, or as a free address, and who
 * asks (name and mobile by the lead form's rules: the name in English letters as on the identity
 * card, a Hong Kong mobile number). Shared by the worker and the form, so the two cannot disagree.
 * Message keys as in the lead schema (`lead.errors.*`); anything else reads as `invalid`.
 */
const text = (max: number) => z.string().trim().max(max, { message: 'tooLong' }).default('');

export const ValuationRequestSchema = z
  .object({
    district: z.string().trim().min(1, { message: 'valuationDistrict' }).max(40, { message: 'tooLong' }),
    estate: text(80),
    building: text(80),
    block: text(20),
    floor: text(10),
    flat: text(10),
    street: text(80),
    streetNo: text(20),
    address: text(200),
    customerName: z.string().trim().max(60, { message: 'tooLong' }).regex(LATIN_NAME, { message: 'valuationName' }),
    phone: z.string().trim().regex(MOBILE, { message: 'mobile' }),
    locale: z.enum(LOCALES),
    deviceId: z
      .string()
      .regex(/^[\w-]{0,64}$/)
      .default(''),
    playerId: z
      .string()
      .regex(/^[\w-]{0,64}$/)
      .default(''),
  })
  .strict()
  // Where the flat is: an estate or a building from the suggestions, or an address typed in full.
  .refine((r) => r.address !== '' || r.estate !== '' || r.building !== '', { path: ['estate'], message: 'valuationPlace' });

/** The body of `POST /api/valuation` as a client sends it (the fields with a default may be left out). */
export type ValuationRequest = z.input<typeof ValuationRequestSchema>;
/** 201: the valuation asked for, and its reference (the asking browser gets its owner cookie). */
export interface ValuationCreated {
  ref: string;
  /** The local sample service answered (no app service configured); in every answer of the app-service APIs. */
  sample: boolean;
}
/** 200 to `GET /api/valuation/:ref`: the estimate once ready; `share` only for the browser that asked for it. */
export interface ValuationAnswer {
  ref: string;
  status: 'pending' | 'ready';
  /** HK$, once ready. */
  value: number | null;
  valuedAt: string | null;
  share: string | null;
  sample: boolean;
}

/** What konew_valuation_create is sent: the request with the app service's defaults (source web, isEng by the page's language). */
export function valuationPayload(req: z.output<typeof ValuationRequestSchema>) {
  return {
    estate: req.estate,
    address: req.address,
    floor: req.floor,
    flat: req.flat,
    district: req.district,
    street: req.street,
    streetNo: req.streetNo,
    building: req.building,
    block: req.block,
    deviceId: req.deviceId,
    customerName: req.customerName,
    phone: req.phone,
    source: 'web',
    playerId: req.playerId,
    isEng: req.locale === 'en-US',
  };
}

export { VALUATION_REF } from './ref';
