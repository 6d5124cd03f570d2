/**
 * A path that stays on this site when written as a link: its leading run of slashes and
 * backslashes (browsers read `\` as `/` in an http address) becomes one `/`. Without this, the
 * address `/en//evil.example` gave the language switch a link to `//evil.example`, which a
 * browser reads as another host (protocol-relative).
 */
export const sameSitePath = (path: string): string => '/' + path.replace(/^[/\\]+/, '');
