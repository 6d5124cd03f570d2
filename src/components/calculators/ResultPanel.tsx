/**
 * The result side of a calculator: the headline figure, the other figures, any remark about the
 * inputs, the assumptions (with the effective annual rate) and the 'for reference only' remark.
 *
 * Every figure has a fixed place from the server-rendered HTML on, and figures use tabular
 * digits, so typing changes numbers but never moves the layout.
 */
import { formatHKD } from '../../shared/format';
import { Figures } from '../content/Figures';
import { fill, type CommonCopy } from './copy';

export interface Figure {
  /** Stable name (data-result), the same in every language; tests read figures by it. */
  readonly name: string;
  readonly label: string;
  readonly value: string;
}

export interface ResultPanelProps {
  readonly common: CommonCopy;
  /** The first figure is the headline. */
  readonly figures: readonly Figure[];
  /** A remark about this result (e.g. "no saving at this repayment"), or ''. */
  readonly remark?: string;
  /** Sentences stating what the figures assume, the effective annual rate among them. */
  readonly assumptions: readonly string[];
  /**
   * An input is refused: every figure shows the neutral placeholder and the remark says to
   * correct the input, so no number worked out from it is on screen (the assumptions hold figures
   * too, so they go as well).
   */
  readonly refused?: boolean;
}

export function ResultPanel({ common, figures: given, remark: givenRemark, assumptions: givenAssumptions, refused = false }: ResultPanelProps) {
  const figures = refused ? given.map((figure) => ({ ...figure, value: common.noFigure })) : given;
  const remark = refused ? common.refused : givenRemark;
  const assumptions = refused ? [] : givenAssumptions;
  const [headline, ...others] = figures;
  return (
    <div className="calc__results">
      <h3 className="calc__results-title">{common.results}</h3>
      <dl className="calc-figures">
        {headline && (
          <div className="calc-figures__item calc-figures__item--headline">
            <dt>{headline.label}</dt>
            <dd data-result={headline.name} data-refused={refused ? '' : undefined}>
              <Figures text={headline.value} />
            </dd>
          </div>
        )}
        {others.map((figure) => (
          <div className="calc-figures__item" key={figure.name}>
            <dt>{figure.label}</dt>
            <dd data-result={figure.name} data-refused={refused ? '' : undefined}>
              <Figures text={figure.value} />
            </dd>
          </div>
        ))}
      </dl>
      {remark ? (
        <p className="calc__remark-line">
          <Figures text={remark} />
        </p>
      ) : null}
      <div className="calc__assumptions">
        <h4 className="calc__assumptions-title">{common.assumptions}</h4>
        {assumptions.map((sentence) => (
          <p key={sentence}>
            <Figures text={sentence} />
          </p>
        ))}
        <p className="calc__reference">{common.remark}</p>
      </div>
    </div>
  );
}

/**
 * The remark for a loan whose last instalment differs from the others, or ''. That happens only
 * at 0% (or a rate too low to earn HK$0.50 a month), where the last instalment takes the
 * remaining dollars (docs/calculators.md).
 */
export function finalInstalmentRemark(common: CommonCopy, loan: { readonly monthlyInstalment: number; readonly finalInstalment: number }): string {
  return loan.finalInstalment === loan.monthlyInstalment ? '' : fill(common.finalInstalment, { value: formatHKD(loan.finalInstalment) });
}
