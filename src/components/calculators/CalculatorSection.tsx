/**
 * The calculator section of a page (server component): picks the widget for the route, hands it
 * this locale's copy as plain strings, and frames it with a heading and an introduction.
 *
 * Each widget is imported dynamically, so each becomes its own client chunk: a product page
 * downloads only its own calculator, and pages without one download none; and each hydrates when
 * the visitor comes near it (`<Island>`).
 */
import type { ReactNode } from 'react';
import { DICTIONARIES } from '../../../content/i18n';
import { createTranslator } from '../../server/i18n';
import { ApplyButton } from '../content/ApplyButton';
import type { Locale } from '../../shared/locales';
import type { RouteDef } from '../../shared/routes/table';
import { calculatorFor, type CalculatorTarget } from './calculator-kind';
import type { CalcCopy } from '../../../content/i18n/types';
import type { DeferredIsland } from '../../shared/deferred-islands';
import { Island } from '../lazy/Island';

/** The heading and introduction of the section, and the widget (a deferred island: src/shared/deferred-islands.ts). */
async function widgetFor(target: CalculatorTarget, copy: CalcCopy): Promise<{ heading: string; intro: string; island: DeferredIsland; widget: ReactNode }> {
  const common = copy.common;
  switch (target.kind) {
    case 'standard': {
      const { StandardCalculator } = await import('./StandardCalculator');
      return { ...copy.standard, island: 'StandardCalculator', widget: <StandardCalculator slug={target.slug} common={common} copy={copy.standard} /> };
    }
    case 'property': {
      const { PropertyOwnerCalculator } = await import('./PropertyOwnerCalculator');
      return {
        ...copy.property,
        island: 'PropertyOwnerCalculator',
        widget: <PropertyOwnerCalculator slug={target.slug} common={common} copy={copy.property} />,
      };
    }
    case 'debt-transfer': {
      const { DebtTransferCalculator } = await import('./DebtTransferCalculator');
      return { ...copy.debtTransfer, island: 'DebtTransferCalculator', widget: <DebtTransferCalculator common={common} copy={copy.debtTransfer} /> };
    }
    case 'card': {
      const { CardCalculator } = await import('./CardCalculator');
      return { ...copy.card, island: 'CardCalculator', widget: <CardCalculator common={common} copy={copy.card} /> };
    }
    case 'student': {
      const { StudentCalculator } = await import('./StudentCalculator');
      return { ...copy.student, island: 'StudentCalculator', widget: <StudentCalculator common={common} copy={copy.student} /> };
    }
    case 'renovation': {
      const { RenovationCalculator } = await import('./RenovationCalculator');
      return { ...copy.renovation, island: 'RenovationCalculator', widget: <RenovationCalculator common={common} copy={copy.renovation} /> };
    }
    case 'investment': {
      const { InvestmentCalculator } = await import('./InvestmentCalculator');
      return { ...copy.investment, island: 'InvestmentCalculator', widget: <InvestmentCalculator common={common} copy={copy.investment} /> };
    }
    case 'solar': {
      const { ProjectCostCalculator } = await import('./ProjectCostCalculator');
      return { ...copy.solar, island: 'ProjectCostCalculator', widget: <ProjectCostCalculator slug="l-loan" common={common} copy={copy.solar} /> };
    }
    case 'wedding': {
      const { ProjectCostCalculator } = await import('./ProjectCostCalculator');
      return { ...copy.wedding, island: 'ProjectCostCalculator', widget: <ProjectCostCalculator slug="w-loan" common={common} copy={copy.wedding} /> };
    }
    case 'study': {
      const { StudyCalculator } = await import('./StudyCalculator');
      return { ...copy.study, island: 'StudyCalculator', widget: <StudyCalculator common={common} copy={copy.study} /> };
    }
    case 'revolving': {
      const { RevolvingCalculator } = await import('./RevolvingCalculator');
      return { ...copy.revolving, island: 'RevolvingCalculator', widget: <RevolvingCalculator common={common} copy={copy.revolving} /> };
    }
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
export async function CalculatorSection({ route, locale }: { route: RouteDef; locale: Locale }) {
  const target = calculatorFor(route);
  if (target === null) return null;
  const copy = DICTIONARIES[locale].calc;
  const main = await widgetFor(target, copy);
  // Property owners also get the repayment calculator for the amount they might borrow.
  const repayment = target.kind === 'property' ? await widgetFor({ kind: 'standard', slug: target.slug }, copy) : null;
  // The step after working out a repayment: apply (opens the lead form in place). The SME pages
  // take no online application (their layout has no lead form): they ask visitors to call.
  const apply =
    route.layout === 'sme' ? null : (
      <p className="calc-section__apply">
        <ApplyButton label={createTranslator(locale).t('sections.common.applyNow')} track="calculator:apply" />
      </p>
    );
  return (
    <>
      <Section id={`calc-${target.kind}`} heading={main.heading} intro={main.intro}>
        <Island name={main.island}>{main.widget}</Island>
        {repayment ? null : apply}
      </Section>
      {repayment && (
        <Section id="calc-standard" heading={repayment.heading} intro={repayment.intro}>
          <Island name={repayment.island}>{repayment.widget}</Island>
          {apply}
        </Section>
      )}
    </>
  );
}
