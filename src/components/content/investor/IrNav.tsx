import type { Locale } from '../../../shared/locales';
import { PageLink } from '../PageLink';

/** The investor-relations sub-navigation: the six sections, the current one marked. */
export function IrNav({
  label,
  items,
  current,
  locale,
}: {
  label: string;
  items: { name: string; title: string; href: string }[];
  current: string;
  locale: Locale;
}) {
  return (
    <nav className="c-subnav" aria-label={label}>
      <div className="container">
        <ul className="c-subnav__list">
          {items.map((item) =>
            item.name === current ? (
              <li key={item.name}>
                <a className="c-subnav__link" href={item.href} aria-current="page">
                  {item.title}
                </a>
              </li>
            ) : (
              <li key={item.name}>
                <PageLink to={item.href} locale={locale} className="c-subnav__link">
                  {item.title}
                </PageLink>
              </li>
            ),
          )}
        </ul>
      </div>
    </nav>
  );
}
