import type { QuestionAnswer } from '../../../content/types';
import type { Filler } from '../../server/content/fill';

/**
 * Question rows that open and close on a click with native `<details>`: no script, keyboard and
 * screen readers get the disclosure behaviour from the browser. Each row has an anchor id.
 */
export function FaqList({ rows, idPrefix, fill }: { rows: readonly QuestionAnswer[]; idPrefix: string; fill: Filler }) {
  return (
    <div className="c-faq">
      {rows.map((row) => (
        <details key={row.id} id={`${idPrefix}-${row.id}`} className="c-faq__row" data-faq-row="">
          <summary className="c-faq__q">
            <span>{fill(row.q)}</span>
          </summary>
          <div className="c-faq__a">
            {row.a.map((p, i) => (
              <p key={i}>{fill(p)}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
