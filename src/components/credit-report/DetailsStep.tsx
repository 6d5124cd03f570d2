import type { FormEvent, ReactNode, RefObject } from 'react';
import type { CreditReportCopy } from '../../../content/i18n/types';
import { CheckField, MobileField, Spinner, TextField } from '../lead/fields';
import { PrivacyNotice } from '../lead/PrivacyNotice';
import type { CreditReportFlowCopy } from './types';

export interface DetailsValues {
  name: string;
  hkid: string;
  dateOfBirth: string;
  mobile: string;
  optIn: boolean;
}

export type DetailsField = 'name' | 'hkid' | 'dateOfBirth' | 'mobile';

/**
 * Step 2: the details the credit bureau matches (English name, identity card number, date of
 * birth, mobile), the marketing opt-in (unticked, as on the lead form), the collection notice,
 * then the submit button; `failure` is shown above it when the service could not be reached.
 */
export function DetailsStep({
  id,
  headingRef,
  values,
  errorOf,
  showSummary,
  attempt,
  busy,
  copy,
  optIn,
  privacyHref,
  newWindow,
  failure,
  onChange,
  onSubmit,
  onBack,
}: {
  id: (part: string) => string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  values: DetailsValues;
  errorOf: (field: DetailsField) => string | undefined;
  showSummary: boolean;
  attempt: number;
  busy: boolean;
  copy: CreditReportCopy;
  optIn: CreditReportFlowCopy['optIn'];
  privacyHref: string;
  newWindow: string;
  failure: ReactNode;
  onChange: <K extends keyof DetailsValues>(field: K, value: DetailsValues[K]) => void;
  /** The form's submit handler (it prevents the browser's own sending). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBack: () => void;
}) {
  const d = copy.details;
  return (
    <form className="lead-form cr-step" method="post" noValidate onSubmit={onSubmit} aria-busy={busy} data-step="details">
      <h3 className="cr-step__title" ref={headingRef} tabIndex={-1}>
        {d.heading}
      </h3>
      <p className="cr-step__intro">{d.intro}</p>
      <TextField
        id={id('name')}
        name="name"
        label={d.name}
        hint={d.nameHint}
        autoComplete="name"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={60}
        value={values.name}
        onChange={(e) => onChange('name', e.target.value)}
        error={errorOf('name')}
      />
      <TextField
        id={id('hkid')}
        name="hkid"
        label={d.hkid}
        hint={d.hkidHint}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={12}
        value={values.hkid}
        onChange={(e) => onChange('hkid', e.target.value)}
        error={errorOf('hkid')}
      />
      <TextField
        id={id('dateOfBirth')}
        name="dateOfBirth"
        type="date"
        label={d.dateOfBirth}
        hint={d.dateOfBirthHint}
        autoComplete="bday"
        value={values.dateOfBirth}
        onChange={(e) => onChange('dateOfBirth', e.target.value)}
        error={errorOf('dateOfBirth')}
      />
      <MobileField
        id={id('mobile')}
        label={d.mobile}
        hint={d.mobileHint}
        value={values.mobile}
        onValue={(mobile) => onChange('mobile', mobile)}
        error={errorOf('mobile')}
      />
      <CheckField id={id('opt-in')} name="optIn" checked={values.optIn} onChange={(e) => onChange('optIn', e.target.checked)} describedById={id('opt-in-note')}>
        {optIn.text}
        <span className="lead-field__optional">{optIn.optional}</span>
      </CheckField>
      <p id={id('opt-in-note')} className="lead-check__note">
        {optIn.withdraw}
      </p>
      <PrivacyNotice copy={copy.notice} privacyHref={privacyHref} newWindow={newWindow} />
      {showSummary ? (
        <p className="lead-form__summary" role="alert" key={attempt}>
          {d.errorSummary}
        </p>
      ) : null}
      {failure}
      <div className="cr-actions">
        <button type="submit" className="btn btn--primary lead-form__submit" disabled={busy}>
          {busy ? <Spinner /> : null}
          <span>{busy ? d.submitting : d.submit}</span>
        </button>
        <button type="button" className="btn btn--ghost" onClick={onBack} disabled={busy}>
          {d.back}
        </button>
      </div>
    </form>
  );
}
