'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '../../shared/locales';
import { visitPartner } from '../../browser/leads/partner-visit';
import { PARTNER_FIELD, type PartnerVisit } from '../../browser/leads/partner';
import { CONTACT_FIELDS, contactRequest, emptyContact } from '../../browser/leads/form-values';
import { SuccessPanel, timeSlotOptions } from './contact-shared';
import { ChoiceGroup, CheckField, EnglishNameFields, MobileField, SelectField, TextField } from './fields';
import { FormEnd } from './FormEnd';
import type { ContactCopy } from './types';
import { useContactRequest } from './use-contact-request';

export interface ContactFormProps {
  locale: Locale;
  /** This locale's strings (lead.form, .contact, .notice, .errors, .api), loan choices and links. */
  copy: ContactCopy;
}

/**
 * The contact-us form (docs/product-rules.md §3): title, English surname and given name, mobile, a time slot,
 * loan type, The Club and Tap & Go ids, terms and the marketing opt-in (unticked).
 * Posts to `/api/contact` and shows a thank-you panel; on failure the details stay for a resend.
 *
 * The two ids are optional, except on a visit from that partner's campaign (partner.ts): then the
 * partner's field is required, and filled in when the id came with the visit. The page is static,
 * so the visit is read once hydrated; until then both fields read as optional.
 *
 * `method="post"`: sent before its script runs, a form is sent as its markup says; a GET would put
 * the name and number in the address. The worker answers that POST with a page saying nothing was
 * sent (worker/form-not-sent.ts).
 */
export function ContactForm({ locale, copy }: ContactFormProps) {
  const [partner, setPartner] = useState<PartnerVisit | null>(null);
  const { id, values, set, prefill, checks, errorOf, phase, notice, busy, onSubmit, prepare } = useContactRequest({
    kind: 'contact',
    locale,
    initial: emptyContact(),
    fields: CONTACT_FIELDS,
    check: (m) => (v) => m.checkContact(v, partner?.partner ?? null),
    request: contactRequest,
    radioGroups: ['title', 'time_slot'],
    copy,
  });

  useEffect(() => {
    const visit = visitPartner();
    if (!visit) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the partner comes from the address and the campaign cookie, which only the browser has: the server render and hydration show the plain form, this effect adds the partner's field once after hydration
    setPartner(visit);
    if (visit.id) prefill(PARTNER_FIELD[visit.partner], visit.id);
    // Once per page: the visit does not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const optionalUnless = (p: PartnerVisit['partner']) => (partner?.partner === p ? undefined : copy.form.optional);

  if (phase === 'sent') return <SuccessPanel title={copy.contact.successTitle} text={copy.contact.successText} />;

  return (
    <form
      className="lead-form lead-form--contact"
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={prepare}
      onPointerDown={prepare}
      aria-busy={busy}
      data-contact-form=""
    >
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
      <EnglishNameFields
        hintId={id('name-hint')}
        hint={copy.form.nameHint}
        surname={{ id: id('surname'), name: 'surname', label: copy.form.surname, value: values.surname, error: errorOf('surname') }}
        given={{ id: id('given_name'), name: 'given_name', label: copy.form.givenName, value: values.given_name, error: errorOf('given_name') }}
        onChange={(name, value) => set(name as 'surname' | 'given_name', value)}
        onBlur={(name) => checks.touch(name as 'surname' | 'given_name')}
      />
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
          optional={optionalUnless('theclub')}
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
          optional={optionalUnless('tapngo')}
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
      <CheckField
        id={id('opt-in')}
        name="is_opt_in"
        checked={values.is_opt_in}
        onChange={(e) => set('is_opt_in', e.target.checked)}
        describedById={id('opt-in-note')}
      >
        {copy.form.optIn}
        <span className="lead-field__optional">{copy.form.optional}</span>
      </CheckField>
      <p id={id('opt-in-note')} className="lead-check__note">
        {copy.form.optInWithdraw}
      </p>
      <FormEnd
        honeypot={{ id: id('website'), value: values.website, onChange: (v) => set('website', v) }}
        notice={copy.notice}
        privacyHref={copy.links.privacy}
        copy={copy.form}
        summary={{ show: checks.showSummary, attempt: checks.attempts }}
        message={notice}
        busy={busy}
        submit={copy.contact.submit}
        submitting={copy.contact.submitting}
      />
    </form>
  );
}
