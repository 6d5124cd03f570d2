import type { RefObject } from 'react';
import type { Terms } from '../../browser/credit-report/api';
import { CheckField } from '../lead/fields';
import type { CreditReportCopy } from '../../../content/i18n/types';

/**
 * Step 1: the credit bureau's terms in a scrolling region (focusable, so a keyboard scrolls it),
 * their version, and the box that agrees to them.
 */
export function TermsStep({
  id,
  headingRef,
  terms,
  agreed,
  error,
  copy,
  onAgreed,
  onContinue,
}: {
  id: (part: string) => string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  terms: Terms;
  agreed: boolean;
  error: string | undefined;
  copy: CreditReportCopy['terms'];
  onAgreed: (agreed: boolean) => void;
  onContinue: () => void;
}) {
  const titleId = id('terms-title');
  return (
    <div className="cr-step" data-step="terms">
      <h3 id={titleId} className="cr-step__title" ref={headingRef} tabIndex={-1}>
        {terms.title}
      </h3>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so a keyboard can scroll it (WCAG 2.1.1) */}
      <div className="cr-terms" role="region" aria-label={copy.regionLabel} tabIndex={0} data-terms="">
        {terms.paragraphs.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      <p className="cr-terms__version">
        {copy.version}
        {terms.version}
      </p>
      <form
        className="lead-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onContinue();
        }}
      >
        <CheckField id={id('agreed')} name="agreed" required checked={agreed} onChange={(e) => onAgreed(e.target.checked)} error={error}>
          {copy.agree}
        </CheckField>
        <button type="submit" className="btn btn--primary lead-form__submit">
          {copy.continue}
        </button>
      </form>
    </div>
  );
}
