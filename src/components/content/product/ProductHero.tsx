import type { HeroStat } from '../../../../content/types';
import type { Filler } from '../../../server/content/fill';
import { Figures } from '../Figures';

/**
 * The product hero: the page's one h1, its lead, the actions and the product's real figures
 * (limit, rate, tenor, approval) as a description list, with the worked example under them.
 * `quickStart` (the quick-start field) goes under the actions; `status` (a sent lead's confirmation)
 * above the heading.
 */
export function ProductHero({
  eyebrow,
  heading,
  lead,
  stats,
  note,
  factsLabel,
  fill,
  actions,
  quickStart,
  status,
}: {
  eyebrow: string;
  heading: string;
  lead: string;
  stats: readonly HeroStat[];
  note?: string | undefined;
  factsLabel: string;
  fill: Filler;
  actions: React.ReactNode;
  quickStart?: React.ReactNode;
  status?: React.ReactNode;
}) {
  return (
    <div className="page__hero c-hero">
      <div className="container c-hero__grid">
        <div className="c-hero__text">
          {status}
          <p className="c-hero__eyebrow">{eyebrow}</p>
          <h1 className="page__title">{heading}</h1>
          <p className="page__lead">{lead}</p>
          <div className="c-actions">{actions}</div>
          {quickStart}
        </div>
        <div className="c-stats" role="group" aria-label={factsLabel}>
          <dl className="c-stats__list">
            {stats.map((s) => (
              <div key={fill(s.label)} className="c-stats__item">
                <dt>{fill(s.label)}</dt>
                <dd>
                  <Figures text={fill(s.value)} />
                </dd>
              </div>
            ))}
          </dl>
          {note ? (
            <p className="c-stats__note">
              <Figures text={fill(note)} />
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
