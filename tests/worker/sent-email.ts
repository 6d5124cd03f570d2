import { readFileSync } from 'node:fs';

/**
 * What the local EMAIL binding (Miniflare's send_email) was given: for each message it logs the
 * sender, recipient and subject and writes the text to a file named in the same log line. Read
 * from the lines a worker started with `miniflareLogs` collected.
 */
export interface SentEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
export const sentLogs = (lines: string[]) => lines.map((l) => l.replace(ansi, '')).filter((l) => l.includes('send_email binding called'));

/**
 * The messages sent so far, after waiting until there are at least `count`: up to 45 s, room for a
 * machine busy with the browser tests (a notice is sent after the answer, within a second idle; a
 * cron's, beside the browser tests on 2 cores, once took over 20 s).
 */
export async function sentEmails(lines: string[], count: number): Promise<SentEmail[]> {
  for (let i = 0; i < 450 && sentLogs(lines).length < count; i++) await new Promise((r) => setTimeout(r, 100));
  return sentLogs(lines).map((log) => {
    const field = (name: string) => log.match(new RegExp(`^${name}: (.*)$`, 'm'))?.[1] ?? '';
    return { from: field('From'), to: field('To'), subject: field('Subject'), text: readFileSync(field('Text'), 'utf8') };
  });
}
