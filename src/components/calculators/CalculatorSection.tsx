/**
 * The calculator section of a page (server component): picks the widget for the route, hands it
 * this locale's copy as plain strings, and frames it with a heading and an introduction.
 *
 * Each widget is a deferred island (`<Island>`): its code is a file of its own (the standard
 * calculator's shared with the others' common parts), fetched when the visitor comes near it, so a
 * product page downloads only its own calculator, and pages without one download none.
 */
import type { ReactNode } from 'react';
import { DICTIONARIES } from '../../../content/i18n';
import { createTranslator } from '../../server/i18n';
import { ApplyButton } from '../content/ApplyButton';
import type { Locale } from '../../shared/locales';
import type { RouteDef } from '../../shared/routes/table';
import { calculatorFor, type CalculatorTarget } from './calculator-kind';
import type { CalcCopy } from '../../../content/i18n/types';
import { Island } from '../lazy/Island';

/** The heading and introduction of the section, and the widget (a deferred island: src/components/lazy/island-code.ts). */
function widgetFor(target: CalculatorTarget, copy: CalcCopy): { heading: string; intro: string; widget: ReactNode } {
  const common = copy.common;
  switch (target.kind) {
    case 'standard':
      return { ...copy.standard, widget: <Island name="StandardCalculator" props={{ slug: target.slug, common, copy: copy.standard }} /> };
    case 'property':
      return { ...copy.property, widget: <Island name="PropertyOwnerCalculator" props={{ slug: target.slug, common, copy: copy.property }} /> };
    case 'debt-transfer':
      return { ...copy.debtTransfer, widget: <Island name="DebtTransferCalculator" props={{ common, copy: copy.debtTransfer }} /> };
    case 'card':
      return { ...copy.card, widget: <Island name="CardCalculator" props={{ common, copy: copy.card }} /> };
    case 'student':
      return { ...copy.student, widget: <Island name="StudentCalculator" props={{ common, copy: copy.student }} /> };
    case 'renovation':
      return { ...copy.renovation, widget: <Island name="RenovationCalculator" props={{ common, copy: copy.renovation }} /> };
    case 'investment':
      return { ...copy.investment, widget: <Island name="InvestmentCalculator" props={{ common, copy: copy.investment }} /> };
    case 'solar':
      return { ...copy.solar, widget: <Island name="ProjectCostCalculator" props={{ slug: 'l-loan', common, copy: copy.solar }} /> };
    case 'wedding':
      return { ...copy.wedding, widget: <Island name="ProjectCostCalculator" props={{ slug: 'w-loan', common, copy: copy.wedding }} /> };
    case 'study':
      return { ...copy.study, widget: <Island name="StudyCalculator" props={{ common, copy: copy.study }} /> };
    case 'revolving':
      return { ...copy.revolving, widget: <Island name="RevolvingCalculator" props={{ common, copy: copy.revolving }} /> };
  }
}

function Section({ id, heading, intro, children }: { id: string; heading: string; intro: string; children: ReactNode }) {
  return (
    <section className="calc-section" aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="calc-section__heading">
          {heading}
        </h2>
        <p className="calc-section__intro">{intro}</p>
        {children}
      </div>
    </section>
  );
}

/** The repayment calculator for a page (home and product pages), or nothing for other pages. */
export function CalculatorSection({ route, locale }: { route: RouteDef; locale: Locale }) {
  const target = calculatorFor(route);
  if (target === null) return null;
  const copy = DICTIONARIES[locale].calc;
  const main = widgetFor(target, copy);
  // Property owners also get the repayment calculator for the amount they might borrow.
  const repayment = target.kind === 'property' ? widgetFor({ kind: 'standard', slug: target.slug }, copy) : null;
  // The step after working out a repayment: apply (opens the lead form in place). The SME pages
  // take no online application (their layout has no lead form): they ask visitors to call.
  const apply =
    route.layout === 'sme' ? null : (
      <p className="calc-section__apply">
        <ApplyButton
          label={createTranslator(locale).t('sections.common.applyNow')}
          sentLabel={createTranslator(locale).t('lead.sent.button')}
          track="calculator:apply"
        />
      </p>
    );
  return (
    <>
      <Section id={`calc-${target.kind}`} heading={main.heading} intro={main.intro}>
        {main.widget}
        {repayment ? null : apply}
      </Section>
      {repayment && (
        <Section id="calc-standard" heading={repayment.heading} intro={repayment.intro}>
          {repayment.widget}
          {apply}
        </Section>
      )}
    </>
  );
}
