'use client';

import { useId, useState, type FormEvent } from 'react';
import type { Locale } from '../../lib/locales';
import { CONTACT_ENDPOINT, postJson } from '../../lib/leads/api';
import { currentPath, storedUtm } from '../../lib/leads/browser-context';
import { CALLBACK_FIELDS, callbackRequest, checkCallback, type CallbackField as Field, type CallbackFormValues as Values } from '../../lib/leads/form-checks';
import { normalizeMobileInput } from '../../lib/leads/mobile-input';
import type { ErrorKey } from '../../lib/leads/schema';
import { track } from '../../lib/leads/track';
import { apiMessage, SuccessPanel, timeSlotOptions } from './contact-shared';
import { ChoiceGroup, Spinner, TextField } from './fields';
import { PrivacyNotice } from './PrivacyNotice';
import type { CallbackCopy } from './types';
import { useChecks } from './use-checks';

export interface CallbackFormProps {
  locale: Locale;
  /** This locale's strings (lead.form, .callback, .contact, .notice, .errors, .api) and the privacy link. */
  copy: CallbackCopy;
}

/**
 * The callback form (spec section 3): a mobile number and a time slot. Posts to `/api/contact`
 * as kind 'callback' and shows a thank-you panel; on failure the details stay for a resend.
 */
export function CallbackForm({ locale, copy }: CallbackFormProps) {
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;
  const [values, setValues] = useState<Values>({ mobile: '', time_slot: '', website: '' });
  const [phase, setPhase] = useState<'idle' | 'submitting' | 'sent'>('idle');
  const [notice, setNotice] = useState('');
  const checks = useChecks(checkCallback(values), CALLBACK_FIELDS, (f) => (f === 'time_slot' ? `${id(f)}-0` : id(f)));
  const errorOf = (f: Field) => {
    const key = checks.errorOf(f);
    return key ? (copy.errors[key as ErrorKey] ?? copy.errors.invalid) : undefined;
  };
  const set = <K extends keyof Values>(field: K, value: Values[K], touch = false) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field !== 'website') {
      checks.changed(field as Field);
      if (touch) checks.touch(field as Field);
    }
    setNotice('');
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== 'idle' || !checks.attempt()) return;
    setPhase('submitting');
    const result = await postJson(CONTACT_ENDPOINT, { ...callbackRequest(values), referrer: currentPath().slice(0, 512), utm: storedUtm().slice(0, 1024) });
    if (result.kind === 'ok') {
      track('contact_form_submitted', { kind: 'callback', locale });
      setPhase('sent');
      return;
    }
    if (result.kind === 'invalid') checks.showServerErrors(result.fields);
    setNotice(apiMessage(result, copy.api));
    setPhase('idle');
  }

  if (phase === 'sent') return <SuccessPanel title={copy.callback.successTitle} text={copy.callback.successText} />;

  const busy = phase === 'submitting';
  return (
    <form className="lead-form lead-form--callback" noValidate onSubmit={onSubmit} aria-busy={busy} data-callback-form="">
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
        <span>{busy ? copy.callback.submitting : copy.callback.submit}</span>
      </button>
    </form>
  );
}
