/**
 * A function's source as an expression that calls it with `args`. The test runner's transform can
 * wrap inner functions in a `__name(...)` helper that exists only in Node: it is defined here as
 * the identity, so the function runs in the page as written.
 */
export const callExpression = (fn: (...args: never[]) => unknown, args: unknown[]) => `((__name) => (${fn.toString()})(...${JSON.stringify(args)}))((f) => f)`;
