import type { Locale } from '../../../shared/locales';
import { PageLink } from '../PageLink';

export interface ProductChoice {
  /** The product's route name: the action of its card's click event (products:<route>). */
  route: string;
  name: string;
  headline: string;
  href: string;
}

/** Every loan product with its headline limit, each card a link to the product's page. */
export function ProductSelector({ products, locale }: { products: ProductChoice[]; locale: Locale }) {
  return (
    <ul className="c-products">
      {products.map((p) => (
        <li key={p.href}>
          <PageLink to={p.href} locale={locale} className="c-product" track={`products:${p.route}`}>
            <span className="c-product__name">{p.name}</span>
            <span className="c-product__headline">{p.headline}</span>
            <span className="c-product__arrow" aria-hidden="true">
              →
            </span>
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
