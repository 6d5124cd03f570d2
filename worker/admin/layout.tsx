/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Child } from 'hono/jsx';
import { fill } from './copy';
import type { AdminEnv } from './context';
import { CONSOLE_CSS } from './style';
import { SECTIONS, mayView, type SectionId } from './sections';
import { SignOut } from './sign-out';

/** A console address in the language being read (`?lang=en` rides along on every link and form). */
export function consoleHref(c: Context<AdminEnv>, path: string, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  if (c.var.locale === 'en-US') params.set('lang', 'en');
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The document around every console page and refusal: language, noindex, the one nonce'd style. */
function ConsoleDocument({ c, title, children }: { c: Context<AdminEnv>; title: string; children: Child }) {
  const copy = c.var.copy;
  return (
    <html lang={c.var.locale === 'en-US' ? 'en' : 'zh-Hant-HK'}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · ${copy.title}`}</title>
        <style nonce={c.var.nonce} dangerouslySetInnerHTML={{ __html: CONSOLE_CSS }} />
      </head>
      <body>{children}</body>
    </html>
  );
}

/** A signed-in page: the menu of the sections the operator may see, then the page's own content. */
export function ConsolePage({ c, section, children }: { c: Context<AdminEnv>; section: SectionId; children: Child }) {
  const { copy, operator } = c.var;
  const current = SECTIONS.find((s) => s.id === section)!;
  // The same page in the other language; after a refused form (a POST's answer), the page itself.
  const otherLanguage = c.req.method === 'GET' ? new URL(c.req.url) : new URL(current.path, c.req.url);
  if (c.var.locale === 'en-US') otherLanguage.searchParams.delete('lang');
  else otherLanguage.searchParams.set('lang', 'en');
  return (
    <ConsoleDocument c={c} title={current.title(copy)}>
      <div class="shell">
        <a class="skip" href="#main">
          {copy.skipToContent}
        </a>
        <header class="top">
          <p class="brand">{copy.title}</p>
          <p class="who">{fill(copy.signedInAs, { email: operator.email, role: copy.roles[operator.role] })}</p>
          <a class="lang" href={otherLanguage.pathname + otherLanguage.search} lang={c.var.locale === 'en-US' ? 'zh-Hant-HK' : 'en'}>
            {copy.languageSwitch}
          </a>
          <SignOut c={c} />
        </header>
        <nav class="nav" aria-label={copy.nav.label}>
          <ul>
            {SECTIONS.filter((s) => mayView(operator.role, s.id)).map((s) => (
              <li>
                <a href={consoleHref(c, s.path)} aria-current={s.id === section ? 'page' : undefined}>
                  {s.title(copy)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" class="main">
          {children}
        </main>
      </div>
    </ConsoleDocument>
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
