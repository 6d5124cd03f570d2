/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import type { Child } from 'hono/jsx';
import { fill } from './copy';
import type { AdminEnv } from './context';
import { ConsoleDocument, consoleHref } from './document';
import { SECTIONS, mayView, type SectionId } from './sections';
import { SignOut } from './sign-out';

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
