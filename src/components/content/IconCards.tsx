import type { TitledText } from '../../../content/types';
import type { Filler } from '../../server/content/fill';
import { Icon, type IconName } from './Icon';

const DEFAULT_ICONS: IconName[] = ['bolt', 'percent', 'shield', 'cash'];

/** Short titled texts as cards, each with a small decorative icon (highlights, selling points). */
export function IconCards({
  items,
  fill = (s) => s,
  icons = DEFAULT_ICONS,
  columns = 4,
}: {
  items: readonly TitledText[];
  fill?: Filler;
  icons?: readonly IconName[];
  columns?: 2 | 3 | 4;
}) {
  return (
    <ul className={`c-grid c-grid--${columns}`}>
      {items.map((item, i) => (
        <li key={fill(item.title)} className="c-card c-iconcard">
          <span className="c-iconcard__icon">
            <Icon name={icons[i % icons.length]!} />
          </span>
          <h3 className="c-card__title">{fill(item.title)}</h3>
          <p className="c-card__text">{fill(item.text)}</p>
        </li>
      ))}
    </ul>
  );
}
