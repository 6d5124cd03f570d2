import type { TitledText } from '../../../content/types';

/**
 * A numbered process (application steps). An ordered list, so assistive technology announces the
 * order; the big number is decoration and hidden from it.
 */
export function Steps({ items }: { items: readonly TitledText[] }) {
  return (
    <ol className={`c-steps c-steps--${items.length}`}>
      {items.map((item, i) => (
        <li key={item.title} className="c-steps__item">
          <span className="c-steps__badge" aria-hidden="true">
            {i + 1}
          </span>
          <h3 className="c-steps__title">{item.title}</h3>
          <p className="c-steps__text">{item.text}</p>
        </li>
      ))}
    </ol>
  );
}
