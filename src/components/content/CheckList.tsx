import type { Filler } from '../../server/content/fill';
import { Icon } from './Icon';

/** A list with check marks (eligibility, documents, tips). */
export function CheckList({ items, fill = (s) => s }: { items: readonly string[]; fill?: Filler }) {
  return (
    <ul className="c-checks">
      {items.map((item) => (
        <li key={fill(item)}>
          <Icon name="check" size={20} className="c-checks__icon" />
          <span>{fill(item)}</span>
        </li>
      ))}
    </ul>
  );
}
