import type { TextBlock } from '../../../content/types';
import type { Filler } from '../../server/content/fill';

/** Long text (legal pages, about us): each block an h2 with an anchor, paragraphs and a list. */
export function TextBlocks({ blocks, fill, idPrefix = 'section' }: { blocks: readonly TextBlock[]; fill: Filler; idPrefix?: string }) {
  return (
    <div className="c-prose">
      {blocks.map((block) => (
        <section key={block.id} id={`${idPrefix}-${block.id}`} aria-labelledby={`${idPrefix}-${block.id}-title`}>
          <h2 id={`${idPrefix}-${block.id}-title`}>{fill(block.heading)}</h2>
          {block.paragraphs.map((p, i) => (
            <p key={i}>{fill(p)}</p>
          ))}
          {block.list ? (
            <ul>
              {block.list.map((item, i) => (
                <li key={i}>{fill(item)}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
