/** The commit subject rule: fewer than MAX_SUBJECT characters (code points, as a reader counts them). */
export const MAX_SUBJECT = 72;

export const longSubjects = <T extends { subject: string }>(commits: readonly T[]): T[] => commits.filter((c) => [...c.subject].length >= MAX_SUBJECT);
