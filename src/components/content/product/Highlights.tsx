import type { TitledText } from '../../../../content/types';
import type { Filler } from '../../../lib/content/fill';
import { Icon, type IconName } from '../Icon';
import '../content.css';
import './product.css';

const ICONS: IconName[] = ['bolt', 'percent', 'shield', 'cash'];

/** Key facts as cards, each with a small decorative icon. */
export function Highlights({ items, fill }: { items: readonly TitledText[]; fill: Filler }) {
  return (
    <ul className="c-grid c-grid--4">
      {items.map((item, i) => (
        <li key={fill(item.title)} className="c-card c-highlight">
          <span className="c-highlight__icon">
            <Icon name={ICONS[i % ICONS.length]!} />
          </span>
          <h3 className="c-card__title">{fill(item.title)}</h3>
          <p className="c-card__text">{fill(item.text)}</p>
        </li>
      ))}
    </ul>
  );
}
