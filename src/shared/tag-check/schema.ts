import { MOBILE } from '../leads/mobile-rule';
import { z } from '../zod';

export { normalizeTagId, TAG_ID } from './tag-id';

/**
 * Checking a tag printed on a staff card, a letter or a leaflet (is it the business's?) and
 * reporting where it was met. Shared by the worker and the form. A tag is 4 to 32 letters, digits
 * and dashes, read in capitals.
 */
export const TagReportSchema = z
  .object({
    /** Where the tag was met: a place, a website, a phone call. */
    where: z.string().trim().min(1).max(200),
    /** When (a date, YYYY-MM-DD), if the visitor knows. */
    when: z
      .string()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/)
      .default(''),
    note: z.string().trim().max(1000).default(''),
    /** A number to call back on, if the visitor wants a call. */
    phone: z
      .string()
      .refine((v) => v === '' || MOBILE.test(v), { message: 'mobile' })
      .default(''),
  })
  .strict();

/** The body of `POST /api/tag/:tagId/report` as a client sends it. */
export type TagReportRequest = z.input<typeof TagReportSchema>;
/** 201: the report reached the app service. */
export interface TagReportReceived {
  received: true;
  sample: boolean;
}

/** 200 to `GET /api/tag/:tagId`: what the tag stands for, if the business issued it. */
export interface TagRecord {
  tagId: string;
  status: 'genuine' | 'revoked' | 'unknown';
  kind: 'staff_card' | 'letter' | 'leaflet' | null;
  /** ISO 8601 date (a time may follow), or null. */
  issuedAt: string | null;
  /** The local sample service answered (no app service configured). */
  sample: boolean;
}
