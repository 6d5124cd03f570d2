import { userInfo } from 'node:os';
import type { LeadDb } from './lead-db';

/**
 * Who read personal data from the terminal, in the console's audit log beside the officers' views
 * (docs/admin.md): the machine's user name, as the CLI has no Access identity; never the data read.
 */
export async function auditRead(db: LeadDb, action: string, target: string, after: unknown): Promise<void> {
  await db.run('INSERT INTO audit_log (at, actor, action, target, before_json, after_json) VALUES (?, ?, ?, ?, NULL, ?)', [
    new Date().toISOString(),
    `ops-cli:${userInfo().username}`,
    action,
    target,
    after === null ? null : JSON.stringify(after),
  ]);
}
