/** @jsxImportSource hono/jsx */
/*
 * The console's document and its refusals, for every step before and around the pages (sign-in,
 * CSRF, sign-out) as well as the pages: it imports none of them. The signed-in page's frame, with
 * its menu and sign-out control, is ./layout.tsx.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Child } from 'hono/jsx';
import type { AdminEnv } from './context';
import { CONSOLE_CSS } from './style';

/** A console address in the language being read (`?lang=en` rides along on every link and form). */
export function consoleHref(c: Context<AdminEnv>, path: string, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  if (c.var.locale === 'en-US') params.set('lang', 'en');
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The document around every console page and refusal: language, noindex, the one nonce'd style. */
export function ConsoleDocument({ c, title, children }: { c: Context<AdminEnv>; title: string; children: Child }) {
  const copy = c.var.copy;
  return (
    <html lang={c.var.locale === 'en-US' ? 'en' : 'zh-Hant-HK'}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        {/* The site's icon: without one the browser asks for /favicon.ico on every page, a 404. */}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>{`${title} · ${copy.title}`}</title>
        <style nonce={c.var.nonce} dangerouslySetInnerHTML={{ __html: CONSOLE_CSS }} />
      </head>
      <body>{children}</body>
    </html>
  );
}

/** A refusal: its title and one line, nothing of the console (no menu, no data). */
export function Refusal({ c, title, text, children }: { c: Context<AdminEnv>; title: string; text: string; children?: Child }) {
  return (
    <ConsoleDocument c={c} title={title}>
      <main id="main" class="main refusal">
        <h1>{title}</h1>
        <p>{text}</p>
        {children}
      </main>
    </ConsoleDocument>
  );
}

/** Sends a console document with its doctype. */
export async function sendHtml(c: Context<AdminEnv>, node: { toString(): string | Promise<string> }, status: ContentfulStatusCode = 200) {
  return c.html('<!DOCTYPE html>' + (await node.toString()), status);
}

/** 403 for an action the operator's role may not take (the page itself they may see). */
export function refuseAction(c: Context<AdminEnv>) {
  const copy = c.var.copy.refusal;
  return sendHtml(c, <Refusal c={c} title={copy.forbiddenTitle} text={copy.actionForbiddenText} />, 403);
}
