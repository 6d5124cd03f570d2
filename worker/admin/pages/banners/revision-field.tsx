/** @jsxImportSource hono/jsx */

/** The revision of the stored list a form was read from (./store.ts): a save against another is refused. */
export const RevisionField = ({ revision }: { revision: string }) => <input type="hidden" name="revision" value={revision} />;
