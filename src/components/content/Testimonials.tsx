import { testimonialById } from '../../../content/loans/testimonials';
import type { TestimonialCopy } from '../../../content/types';
import { formatHKD } from '../../shared/format';
import { Figures } from './Figures';
import type { Translator } from '../../server/i18n';
import { effectiveAnnualPct, formatPct } from '../../server/content/testimonial-figures';

/**
 * Customer comments. They are illustrative cases, and the cards say so: a tag on each card and a
 * note above them. Figures come from content/loans/testimonials.ts; the words from the copy.
 */
export function Testimonials({ items, t }: { items: readonly TestimonialCopy[]; t: Translator['t'] }) {
  return (
    <>
      <p className="c-note">{t('sections.testimonials.disclaimer')}</p>
      <ul className={`c-grid c-grid--${items.length % 3 === 0 ? 3 : 2} c-quotes`}>
        {items.map((item) => {
          const f = testimonialById.get(item.id);
          if (!f) throw new Error(`Testimonial ${item.id} has no figures`);
          const figures: [string, string][] =
            f.kind === 'instalment'
              ? [
                  [t('sections.testimonials.amount'), formatHKD(f.amount)],
                  [t('sections.testimonials.period'), t('sections.testimonials.months', { n: f.months })],
                  [t('sections.testimonials.monthly'), formatHKD(f.monthly)],
                ]
              : [
                  [t('sections.testimonials.drawn'), formatHKD(f.amount)],
                  [t('sections.testimonials.daysHeld'), t('sections.testimonials.days', { n: f.days })],
                  [t('sections.testimonials.interest'), formatHKD(f.interest)],
                ];
          return (
            <li key={item.id} className="c-quote" data-testimonial={item.id}>
              <p className="c-quote__tag">{t('sections.testimonials.illustrative')}</p>
              <h3 className="c-quote__title">{item.title}</h3>
              <blockquote className="c-quote__text">
                <p>{item.text}</p>
              </blockquote>
              <p className="c-quote__user">{item.user}</p>
              <dl className="c-quote__figures">
                {figures.map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>
                      <Figures text={value} />
                    </dd>
                  </div>
                ))}
              </dl>
              <p className="c-quote__rate">
                <Figures
                  text={
                    f.kind === 'instalment'
                      ? t('sections.testimonials.rate', { rate: formatPct(f.ratePct), apr: formatPct(effectiveAnnualPct(f.ratePct)) })
                      : t('sections.testimonials.rateDaily', { rate: formatPct(f.ratePct) })
                  }
                />
              </p>
            </li>
          );
        })}
      </ul>
    </>
  );
}
