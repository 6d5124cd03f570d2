import { z } from '../../src/shared/zod';

// cs: customer-service officers, who work the contact-request queue (docs/admin.md).
export const ROLES = ['ops', 'marketing', 'viewer', 'cs'] as const;
export type Role = (typeof ROLES)[number];

/** Who is using the console: the e-mail Cloudflare Access vouched for, and the role ADMIN_ROLES gives it. */
export interface Operator {
  email: string;
  role: Role;
}

/** ADMIN_ROLES: a JSON object, e-mail → role, e.g. {"ops@example.com":"ops"}. */
const AdminRolesSchema = z.record(z.email(), z.enum(ROLES));

/**
 * The role table from ADMIN_ROLES. Anything malformed (not JSON, an address that is not one, an
 * unknown role) gives nobody a role: a typo must never widen access. Logged without the value.
 */
export function parseAdminRoles(setting: string | undefined): ReadonlyMap<string, Role> {
  if (!setting) return new Map();
  let json: unknown;
  try {
    json = JSON.parse(setting);
  } catch {
    console.warn('ADMIN_ROLES: not valid JSON; nobody may use the console');
    return new Map();
  }
  const parsed = AdminRolesSchema.safeParse(json);
  if (!parsed.success) {
    console.warn(`ADMIN_ROLES: invalid (${parsed.error.issues.length} problem(s)); nobody may use the console`);
    return new Map();
  }
  // Access may spell an address with other capitals than the table does.
  return new Map(Object.entries(parsed.data).map(([email, role]) => [email.toLowerCase(), role]));
}

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);
