'use client';

import { useId, useState, type FormEvent } from 'react';
import type { Locale } from '../../lib/locales';
import { CONTACT_ENDPOINT, postJson } from '../../lib/leads/api';
import { currentPath, storedUtm } from '../../lib/leads/browser-context';
import { checkContact, CONTACT_FIELDS, contactRequest, emptyContact, type ContactField as Field, type ContactFormValues as Values } from '../../lib/leads/form-checks';
import { normalizeMobileInput } from '../../lib/leads/mobile-input';
import type { ErrorKey } from '../../lib/leads/schema';
import { track } from '../../lib/leads/track';
import { apiMessage, SuccessPanel, timeSlotOptions } from './contact-shared';
import { ChoiceGroup, CheckField, SelectField, Spinner, TextField } from './fields';
import { PrivacyNotice } from './PrivacyNotice';
import type { ContactCopy } from './types';
import { useChecks } from './use-checks';

export interface ContactFormProps {
  locale: Locale;
  /** This locale's strings (lead.form, .contact, .notice, .errors, .api), loan choices and links. */
  copy: ContactCopy;
}

/**
 * The contact-us form (spec section 3): title, English surname and given name, mobile, a time slot,
 * loan type, optional The Club and Tap & Go ids, terms and the marketing opt-in (unticked).
 * Posts to `/api/contact` and shows a thank-you panel; on failure the details stay for a resend.
 */
export function ContactForm({ locale, copy }: ContactFormProps) {
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;
  const [values, setValues] = useState<Values>(emptyContact);
  const [phase, setPhase] = useState<'idle' | 'submitting' | 'sent'>('idle');
  const [notice, setNotice] = useState('');
  const focusId = (f: Field) => (f === 'title' || f === 'time_slot' ? `${id(f)}-0` : id(f));
  const checks = useChecks(checkContact(values), CONTACT_FIELDS, focusId);
  const errorOf = (f: Field) => {
    const key = checks.errorOf(f);
    return key ? (copy.errors[key as ErrorKey] ?? copy.errors.invalid) : undefined;
  };
  const set = <K extends keyof Values>(field: K, value: Values[K], touch = false) => {
    setValues((v) => ({ ...v, [field]: value }));
    if ((CONTACT_FIELDS as readonly string[]).includes(field)) {
      checks.changed(field as Field);
      if (touch) checks.touch(field as Field);
    }
    setNotice('');
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== 'idle' || !checks.attempt()) return;
    setPhase('submitting');
    const result = await postJson(CONTACT_ENDPOINT, { ...contactRequest(values), referrer: currentPath().slice(0, 512), utm: storedUtm().slice(0, 1024) });
    if (result.kind === 'ok') {
      track('contact_form_submitted', { kind: 'contact', locale });
      setPhase('sent');
      return;
    }
    if (result.kind === 'invalid') checks.showServerErrors(result.fields);
    setNotice(apiMessage(result, copy.api));
    setPhase('idle');
  }

  if (phase === 'sent') return <SuccessPanel title={copy.contact.successTitle} text={copy.contact.successText} />;

  const busy = phase === 'submitting';
  return (
    <form className="lead-form lead-form--contact" noValidate onSubmit={onSubmit} aria-busy={busy} data-contact-form="">
      <ChoiceGroup
        id={id('title')}
        name="title"
        legend={copy.contact.title}
        value={values.title}
        options={[
          { value: 'Mr', label: copy.form.genderM },
          { value: 'Miss', label: copy.form.genderF },
        ]}
        onChange={(v) => set('title', v, true)}
        error={errorOf('title')}
      />
      <p id={id('name-hint')} className="lead-form__hint">
        {copy.form.nameHint}
      </p>
      <div className="lead-form__names">
        <TextField
          id={id('surname')}
          name="surname"
          autoComplete="family-name"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={50}
          describedById={id('name-hint')}
          label={copy.form.surname}
          value={values.surname}
          onChange={(e) => set('surname', e.target.value)}
          onBlur={() => checks.touch('surname')}
          error={errorOf('surname')}
        />
        <TextField
          id={id('given_name')}
          name="given_name"
          autoComplete="given-name"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={50}
          describedById={id('name-hint')}
          label={copy.form.givenName}
          value={values.given_name}
          onChange={(e) => set('given_name', e.target.value)}
          onBlur={() => checks.touch('given_name')}
          error={errorOf('given_name')}
        />
      </div>
      <TextField
        id={id('mobile')}
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        label={copy.form.mobile}
        hint={copy.form.mobileHint}
        value={values.mobile}
        onChange={(e) => set('mobile', normalizeMobileInput(e.target.value))}
        onBlur={() => checks.touch('mobile')}
        error={errorOf('mobile')}
      />
      <ChoiceGroup
        id={id('time_slot')}
        name="time_slot"
        legend={copy.contact.timeSlot}
        value={values.time_slot}
        options={timeSlotOptions}
        onChange={(v) => set('time_slot', v, true)}
        error={errorOf('time_slot')}
        wide
      />
      <SelectField
        id={id('loan_type')}
        name="loan_type"
        label={copy.form.loanType}
        placeholder={copy.form.loanTypePlaceholder}
        options={copy.loanOptions.map((o) => ({ value: String(o.code), label: o.label }))}
        value={values.loan_type}
        onChange={(e) => set('loan_type', e.target.value, true)}
        onBlur={() => checks.touch('loan_type')}
        error={errorOf('loan_type')}
      />
      <div className="lead-form__names lead-form__names--ids">
        <TextField
          id={id('theclub_id')}
          name="theclub_id"
          autoComplete="off"
          maxLength={30}
          label={copy.contact.theClubId}
          optional={copy.form.optional}
          value={values.theclub_id}
          onChange={(e) => set('theclub_id', e.target.value)}
          onBlur={() => checks.touch('theclub_id')}
          error={errorOf('theclub_id')}
        />
        <TextField
          id={id('tapngo_id')}
          name="tapngo_id"
          autoComplete="off"
          maxLength={30}
          label={copy.contact.tapngoId}
          optional={copy.form.optional}
          value={values.tapngo_id}
          onChange={(e) => set('tapngo_id', e.target.value)}
          onBlur={() => checks.touch('tapngo_id')}
          error={errorOf('tapngo_id')}
        />
      </div>
      <CheckField id={id('terms')} name="terms" required checked={values.terms} onChange={(e) => set('terms', e.target.checked, true)} error={errorOf('terms')}>
        {copy.form.termsBefore}
        <a href={copy.links.terms} target="_blank" rel="noopener">
          {copy.form.termsLink}
          <span className="visually-hidden">{copy.form.newWindow}</span>
        </a>
        {copy.form.termsAfter}
      </CheckField>
      <CheckField id={id('opt-in')} name="is_opt_in" checked={values.is_opt_in} onChange={(e) => set('is_opt_in', e.target.checked)} describedById={id('opt-in-note')}>
        {copy.form.optIn}
        <span className="lead-field__optional">{copy.form.optional}</span>
      </CheckField>
      <p id={id('opt-in-note')} className="lead-check__note">
        {copy.form.optInWithdraw}
      </p>
      <div className="lead-hp" aria-hidden="true">
        <label htmlFor={id('website')}>Website</label>
        <input type="text" id={id('website')} name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={(e) => set('website', e.target.value)} />
      </div>
      <PrivacyNotice copy={copy.notice} privacyHref={copy.links.privacy} newWindow={copy.form.newWindow} />
      {checks.showSummary ? (
        <p className="lead-form__summary" role="alert" key={checks.attempts}>
          {copy.form.errorSummary}
        </p>
      ) : notice ? (
        <p className="lead-form__summary" role="alert">
          {notice}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary lead-form__submit" disabled={busy}>
        {busy ? <Spinner /> : null}
        <span>{busy ? copy.contact.submitting : copy.contact.submit}</span>
      </button>
    </form>
  );
}
