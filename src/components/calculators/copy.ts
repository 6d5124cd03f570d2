/**
 * The copy types the widgets receive as props. Type-only imports: the dictionaries themselves
 * never reach the browser (CalculatorSection, a server component, passes one locale's strings).
 */
import type { CalcCopy } from '../../../content/i18n/types';

export type CommonCopy = CalcCopy['common'];
export type StandardCopy = CalcCopy['standard'];
export type PropertyCopy = CalcCopy['property'];
export type DebtTransferCopy = CalcCopy['debtTransfer'];
export type CardCopy = CalcCopy['card'];
export type StudentCopy = CalcCopy['student'];
export type RenovationCopy = CalcCopy['renovation'];
export type InvestmentCopy = CalcCopy['investment'];
type SolarCopy = CalcCopy['solar'];
type WeddingCopy = CalcCopy['wedding'];
/** The copy of a loan worked out from a project cost (solar, wedding). */
export type ProjectCostCopy = SolarCopy | WeddingCopy;
export type StudyCopy = CalcCopy['study'];
export type RevolvingCopy = CalcCopy['revolving'];

/** Fills `{{name}}` placeholders; an unknown name is left as it is, so a typo shows up on screen. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
