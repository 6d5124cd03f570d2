/**
 * The two fields of a loan worked out from a project cost (solar, wedding, renovation): the cost
 * and the share of it to borrow. The loan amount is not typed: the calculator derives it
 * (src/shared/calc/project-cost.ts) and the widget shows it among the results.
 */
import { MIN_LOAN_RATIO, PRODUCT_LIMITS } from '../../shared/calc/limits';
import { defaultProjectCost, maxLoanRatioOf, type LoanFromProjectCost, type ProjectCostSlug } from '../../shared/calc/project-cost';
import { formatHKD, formatPercent } from '../../shared/format';
import { fill, type CommonCopy } from './copy';
import { rangeHint } from './field-kinds';
import { NumberField } from './NumberField';
import { amountStops, linearStops } from './slider-stops';
import { adjustmentNote, refusalNote, useNumberField, type NumberFieldState } from './use-number-field';

export interface ProjectCostState {
  readonly cost: NumberFieldState;
  readonly ratio: NumberFieldState;
}

/** The two fields' state, starting at the cost whose full share is the product's default loan. */
export function useProjectCost(slug: ProjectCostSlug): ProjectCostState {
  return {
    cost: useNumberField('money', defaultProjectCost(slug)),
    ratio: useNumberField('percent', maxLoanRatioOf(slug)),
  };
}

/** What the calculator should be given for the two fields. */
export function projectCostInput(state: ProjectCostState) {
  return { projectCost: state.cost.input, loanRatio: state.ratio.input };
}

/** The fields' notes, and the remark when the share fell outside the product's loan bounds. */
export function projectCostNotes(
  state: ProjectCostState,
  share: { readonly inputs: LoanFromProjectCost['inputs']; readonly clamped: readonly string[]; readonly loanAmount: number },
  slug: ProjectCostSlug,
  common: CommonCopy,
) {
  return {
    cost: adjustmentNote(state.cost, share.inputs.projectCost, common),
    ratio: adjustmentNote(state.ratio, share.inputs.loanRatio, common),
    loan: share.clamped.includes('loanAmount')
      ? fill(share.loanAmount === PRODUCT_LIMITS[slug].minAmount ? common.loanMin : common.loanMax, {
          value: formatHKD(share.loanAmount),
        })
      : '',
  };
}

/**
 * The fields' refusals: out of range or unreadable, and on the cost a share below the smallest
 * loan (the product would lend more than the share asked for).
 */
export function projectCostErrors(
  state: ProjectCostState,
  share: { readonly inputs: LoanFromProjectCost['inputs']; readonly refused: readonly string[] },
  slug: ProjectCostSlug,
  common: CommonCopy,
) {
  const tooSmall = share.refused.includes('loanAmount') ? fill(common.loanMin, { value: formatHKD(PRODUCT_LIMITS[slug].minAmount) }) : '';
  return {
    cost: refusalNote(state.cost, share.inputs.projectCost, share.refused.includes('projectCost'), common) || tooSmall,
    ratio: refusalNote(state.ratio, share.inputs.loanRatio, share.refused.includes('loanRatio'), common),
  };
}

interface ProjectCostFieldsCopy {
  readonly projectCost: string;
  readonly projectCostHint: string;
  readonly loanRatio: string;
}

export interface ProjectCostFieldsProps {
  readonly slug: ProjectCostSlug;
  readonly state: ProjectCostState;
  readonly used: LoanFromProjectCost['inputs'];
  readonly notes: { readonly cost: string; readonly ratio: string };
  readonly errors: { readonly cost: string; readonly ratio: string };
  readonly common: CommonCopy;
  readonly copy: ProjectCostFieldsCopy;
}

export function ProjectCostFields({ slug, state, used, notes, errors, common, copy }: ProjectCostFieldsProps) {
  const limits = PRODUCT_LIMITS[slug];
  const maxRatio = maxLoanRatioOf(slug);
  return (
    <>
      <NumberField
        name="projectCost"
        label={copy.projectCost}
        field={state.cost}
        used={used.projectCost}
        hint={fill(copy.projectCostHint, { maxRatio: formatPercent(maxRatio), max: formatHKD(limits.maxAmount) })}
        note={notes.cost}
        error={errors.cost}
        common={common}
        // Up to the cost at which the loan reaches its cap; dearer projects can be typed in.
        stops={amountStops(limits.minAmount, Math.ceil(limits.maxAmount / maxRatio / 10_000) * 10_000)}
      />
      <NumberField
        name="loanRatio"
        label={copy.loanRatio}
        field={state.ratio}
        used={used.loanRatio}
        hint={rangeHint('percent', MIN_LOAN_RATIO, maxRatio, common)}
        note={notes.ratio}
        error={errors.ratio}
        common={common}
        stops={linearStops(0.05, maxRatio, 0.05)}
      />
    </>
  );
}
