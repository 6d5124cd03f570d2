/**
 * The calculator section of a page (server component): picks the widget for the route, hands it
 * this locale's copy as plain strings, and frames it with a heading and an introduction.
 *
 * Each widget is imported dynamically, so each becomes its own client chunk: a product page
 * downloads only its own calculator, and pages without one download none.
 */
import type { ReactNode } from 'react';
import { DICTIONARIES } from '../../../content/i18n';
import { createTranslator } from '../../server/i18n';
import { ApplyButton } from '../content/ApplyButton';
import type { Locale } from '../../shared/locales';
import type { RouteDef } from '../../shared/routes/table';
import { calculatorFor, type CalculatorTarget } from './calculator-kind';
import type { CalcCopy } from '../../../content/i18n/types';
import './calculators.css';
import { Island } from '../lazy/Island';

/** The heading and introduction of the section, and the widget. */
async function widgetFor(target: CalculatorTarget, copy: CalcCopy): Promise<{ heading: string; intro: string; widget: ReactNode }> {
  const common = copy.common;
  switch (target.kind) {
    case 'standard': {
      const { StandardCalculator } = await import('./StandardCalculator');
      return {
        ...copy.standard,
        widget: (
          <Island name="StandardCalculator">
            <StandardCalculator slug={target.slug} common={common} copy={copy.standard} />
          </Island>
        ),
      };
    }
    case 'property': {
      const { PropertyOwnerCalculator } = await import('./PropertyOwnerCalculator');
      return {
        ...copy.property,
        widget: (
          <Island name="PropertyOwnerCalculator">
            <PropertyOwnerCalculator slug={target.slug} common={common} copy={copy.property} />
          </Island>
        ),
      };
    }
    case 'debt-transfer': {
      const { DebtTransferCalculator } = await import('./DebtTransferCalculator');
      return {
        ...copy.debtTransfer,
        widget: (
          <Island name="DebtTransferCalculator">
            <DebtTransferCalculator common={common} copy={copy.debtTransfer} />
          </Island>
        ),
      };
    }
    case 'card': {
      const { CardCalculator } = await import('./CardCalculator');
      return {
        ...copy.card,
        widget: (
          <Island name="CardCalculator">
            <CardCalculator common={common} copy={copy.card} />
          </Island>
        ),
      };
    }
    case 'student': {
      const { StudentCalculator } = await import('./StudentCalculator');
      return {
        ...copy.student,
        widget: (
          <Island name="StudentCalculator">
            <StudentCalculator common={common} copy={copy.student} />
          </Island>
        ),
      };
    }
    case 'renovation': {
      const { RenovationCalculator } = await import('./RenovationCalculator');
      return {
        ...copy.renovation,
        widget: (
          <Island name="RenovationCalculator">
            <RenovationCalculator common={common} copy={copy.renovation} />
          </Island>
        ),
      };
    }
    case 'investment': {
      const { InvestmentCalculator } = await import('./InvestmentCalculator');
      return {
        ...copy.investment,
        widget: (
          <Island name="InvestmentCalculator">
            <InvestmentCalculator common={common} copy={copy.investment} />
          </Island>
        ),
      };
    }
    case 'solar': {
      const { ProjectCostCalculator } = await import('./ProjectCostCalculator');
      return {
        ...copy.solar,
        widget: (
          <Island name="ProjectCostCalculator">
            <ProjectCostCalculator slug="l-loan" common={common} copy={copy.solar} />
          </Island>
        ),
      };
    }
    case 'wedding': {
      const { ProjectCostCalculator } = await import('./ProjectCostCalculator');
      return {
        ...copy.wedding,
        widget: (
          <Island name="ProjectCostCalculator">
            <ProjectCostCalculator slug="w-loan" common={common} copy={copy.wedding} />
          </Island>
        ),
      };
    }
    case 'study': {
      const { StudyCalculator } = await import('./StudyCalculator');
      return {
        ...copy.study,
        widget: (
          <Island name="StudyCalculator">
            <StudyCalculator common={common} copy={copy.study} />
          </Island>
        ),
      };
    }
    case 'revolving': {
      const { RevolvingCalculator } = await import('./RevolvingCalculator');
      return {
        ...copy.revolving,
        widget: (
          <Island name="RevolvingCalculator">
            <RevolvingCalculator common={common} copy={copy.revolving} />
          </Island>
        ),
      };
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
