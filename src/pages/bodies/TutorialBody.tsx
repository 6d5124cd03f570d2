import { CONTENT } from '../../../content';
import { ALL_FACTS } from '../../server/content/all-facts';
import { ApplyButton } from '../../components/content/ApplyButton';
import { CheckList } from '../../components/content/CheckList';
import { PageIntro } from '../../components/content/PageIntro';
import { Section } from '../../components/content/Section';
import { makeFiller } from '../../server/content/fill';
import { siteWords } from '../../server/content/site-words';
import type { PageBodyProps } from '../page-body';

/** How to apply: documents to prepare, then the five steps with tips (docs/product-rules.md §4). */
export function TutorialBody({ locale, t }: PageBodyProps) {
  const copy = CONTENT[locale].company.tutorial;
  const fill = makeFiller(ALL_FACTS, siteWords(t('brand')));
  return (
    <>
      <PageIntro heading={t('pages.applicationTutorial.heading')} lead={t('pages.applicationTutorial.lead')}>
        <div className="c-actions">
          <ApplyButton label={t('sections.common.applyNow')} sentLabel={t('lead.sent.button')} />
        </div>
      </PageIntro>
      <Section id="prepare" title={t('sections.tutorial.preparationTitle')}>
        <div className="c-card c-card--narrow">
          <CheckList items={copy.preparation} fill={fill} />
        </div>
      </Section>
      <Section id="steps" tone="alt" title={t('sections.tutorial.stepsTitle')}>
        <ol className="c-tutorial">
          {copy.steps.map((step, i) => (
            <li key={step.id} id={`step-${step.id}`} className="c-tutorial__step">
              <span className="c-steps__badge" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h3 className="c-steps__title">{step.title}</h3>
                <p className="c-steps__text">{fill(step.text)}</p>
                <p className="c-tutorial__tips-label">{t('sections.tutorial.tipsLabel')}</p>
                <ul className="c-tutorial__tips">
                  {step.tips.map((tip) => (
                    <li key={fill(tip)}>{fill(tip)}</li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
