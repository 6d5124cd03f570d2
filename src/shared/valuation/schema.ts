import { MOBILE } from '../leads/mobile-rule';
import { LOCALES } from '../locales';
import { z } from '../zod';

/**
 * A property valuation request as the site takes it (POST /api/valuation): where the flat is,
 * either as an estate or building with its block, floor and flat, or as a free address, and who
 * asks (name and mobile by the lead form's rules). Shared by the worker and the form, so the two
 * cannot disagree. Message keys as in the lead schema; anything else reads as `invalid`.
 */
const text = (max: number) => z.string().trim().max(max).default('');

export const ValuationRequestSchema = z
  .object({
    district: z.string().trim().min(1).max(40),
    estate: text(80),
    building: text(80),
    block: text(20),
    floor: text(10),
    flat: text(10),
    street: text(80),
    streetNo: text(20),
    address: text(200),
    customerName: z.string().trim().min(1).max(60),
    phone: z.string().regex(MOBILE, { message: 'mobile' }),
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
  .refine((r) => r.address !== '' || r.estate !== '' || r.building !== '', { path: ['address'], message: 'invalid' });

export type ValuationRequest = z.infer<typeof ValuationRequestSchema>;

/** What konew_valuation_create is sent: the request with the app service's defaults (source web, isEng by the page's language). */
export function valuationPayload(req: ValuationRequest) {
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

/** A valuation's reference as the app service hands it out (the result's shareable address). */
export const VALUATION_REF = /^[A-Za-z0-9_-]{6,128}$/;
