import type { FaqSectionView } from './faq-view';
import { escapeHtml as e } from '../escape-html';
import { faqPageLd } from './structured-data';

/**
 * The FAQ page's sections (the in-page navigation, a section per category with its question rows)
 * as markup. The build renders the content files' FAQ with it (FaqBody puts it in as HTML), and the
 * edge renders the app service's stored list with the same function in the same place
 * (worker/app-lists/). The same classes and structure as the Section, InPageNav and FaqList
 * components, so the stylesheet applies alike. Every text is escaped. A section without rows is
 * left out, of the navigation too.
 */
export function faqBodyHtml(sections: readonly FaqSectionView[], navLabel: string): string {
  const shown = sections.filter((s) => s.rows.length);
  const nav =
    `<nav class="c-subnav" aria-label="${e(navLabel)}"><div class="container"><ul class="c-subnav__list">` +
    shown.map((s) => `<li><a class="c-subnav__link" href="#faq-${s.id}">${e(s.title)}</a></li>`).join('') +
    `</ul></div></nav>`;
  const body = shown
    .map((s, i) => {
      const id = `faq-${s.id}`;
      const rows = s.rows
        .map(
          (row) =>
            `<details id="${e(`${id}-${row.id}`)}" class="c-faq__row" data-faq-row=""><summary class="c-faq__q"><span>${e(row.q)}</span></summary>` +
            `<div class="c-faq__a">${row.a.map((p) => `<p>${e(p)}</p>`).join('')}</div></details>`,
        )
        .join('');
      return (
        `<section id="${id}" class="c-section c-section--${i % 2 ? 'alt' : 'plain'}" aria-labelledby="${id}-title"><div class="container">` +
        `<h2 id="${id}-title" class="c-section__title">${e(s.title)}</h2><div class="c-faq">${rows}</div></div></section>`
      );
    })
    .join('');
  return nav + body;
}

/** FAQPage structured data for exactly the rows shown. */
export function faqLd(sections: readonly FaqSectionView[]) {
  return faqPageLd(sections.flatMap((s) => s.rows));
}
