'use client';

import type { Locale } from '../../shared/locales';
import { CALLBACK_FIELDS, callbackRequest } from '../../browser/leads/form-values';
import { SuccessPanel, timeSlotOptions } from './contact-shared';
import { ChoiceGroup, MobileField } from './fields';
import { FormEnd } from './FormEnd';
import type { CallbackCopy } from './types';
import { useContactRequest } from './use-contact-request';

export interface CallbackFormProps {
  locale: Locale;
  /** This locale's strings (lead.form, .callback, .contact, .notice, .errors, .api) and the privacy link. */
  copy: CallbackCopy;
}

/**
 * The callback form (docs/product-rules.md §3): a mobile number and a time slot. Posts to `/api/contact`
 * as kind 'callback' and shows a thank-you panel; on failure the details stay for a resend.
 *
 * `method="post"`: sent before its script runs, a form is sent as its markup says; a GET would put
 * the name and number in the address. The worker answers that POST with a page saying nothing was
 * sent (worker/form-not-sent.ts).
 */
export function CallbackForm({ locale, copy }: CallbackFormProps) {
  const { id, values, set, checks, errorOf, phase, notice, busy, onSubmit, prepare } = useContactRequest({
    kind: 'callback',
    locale,
    initial: { mobile: '', time_slot: '', website: '' },
    fields: CALLBACK_FIELDS,
    check: (m) => m.checkCallback,
    request: callbackRequest,
    radioGroups: ['time_slot'],
    copy,
  });

  if (phase === 'sent') return <SuccessPanel title={copy.callback.successTitle} text={copy.callback.successText} />;

  return (
    <form
      className="lead-form lead-form--callback"
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={prepare}
      onPointerDown={prepare}
      aria-busy={busy}
      data-callback-form=""
    >
      <MobileField
        id={id('mobile')}
        label={copy.form.mobile}
        hint={copy.form.mobileHint}
        value={values.mobile}
        onValue={(mobile) => set('mobile', mobile)}
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
      <FormEnd
        honeypot={{ id: id('website'), value: values.website, onChange: (v) => set('website', v) }}
        notice={copy.notice}
        privacyHref={copy.links.privacy}
        copy={copy.form}
        summary={{ show: checks.showSummary, attempt: checks.attempts }}
        message={notice}
        busy={busy}
        submit={copy.callback.submit}
        submitting={copy.callback.submitting}
      />
    </form>
  );
}
