import type { TitledText } from '../../../../content/types';
import type { Filler } from '../../../server/content/fill';

/** The three product points, numbered. */
export function ProductPoints({ items, fill }: { items: readonly TitledText[]; fill: Filler }) {
  return (
    <ol className="c-grid c-grid--3 c-points">
      {items.map((item) => (
        <li key={fill(item.title)} className="c-card c-point">
          <h3 className="c-card__title">{fill(item.title)}</h3>
          <p className="c-card__text">{fill(item.text)}</p>
        </li>
      ))}
    </ol>
  );
}
