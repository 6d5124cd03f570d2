import { useEffect, useId, useRef, useState } from 'react';
import type { Locale } from '../../shared/locales';
import { LEAD_FIELDS, type LeadField, type LeadFormValues } from '../../browser/leads/form-values';
import { normalizeMobileInput } from '../../shared/leads/mobile-input';
import type { ErrorKey } from '../../shared/leads/schema';
import { sendLead } from '../../browser/leads/submit';
import { goToLanding } from '../../browser/leads/landing';
import type { LeadHandOver } from '../../browser/stores/lead-hand-over';
import { ChoiceGroup, CheckField, EnglishNameFields, MobileField, SelectField } from './fields';
import { FormEnd } from './FormEnd';
import type { LeadFormCopy, LeadLinks, LoanOption } from './types';
import { useChecks } from './use-checks';
import { useFormChecks, useSendOnce } from './use-form-checks';

/** What the form starts with; a new `key` applies it again to fields the visitor has not set. */
export interface LeadFormPreset {
  key: number;
  loanCode?: number | undefined;
  mobile?: string | undefined;
  /** The lead this page was landed on with (the 7x24 popup: its start-loan button takes them along). */
  lead?: Pick<LeadHandOver, 'gender' | 'firstName' | 'lastName'> | undefined;
}

export interface LeadFormProps {
  locale: Locale;
  copy: LeadFormCopy;
  loanOptions: readonly LoanOption[];
  links: Pick<LeadLinks, 'terms' | 'privacy'>;
  preset?: LeadFormPreset | undefined;
  /** Called once the form is on screen (the popup then moves focus into it). */
  onReady?: (() => void) | undefined;
  /** Called with what the form holds on each change (the 7x24 popup's start-loan button reads it). */
  onValues?: ((values: LeadFormValues) => void) | undefined;
}

type Phase = 'idle' | 'submitting' | 'leaving';

/**
 * The short lead form (docs/product-rules.md §5): mobile, title, English surname and given name, loan type,
 * terms and the marketing opt-in (unticked: docs/decisions.md#opt-in-unticked), with the collection notice.
 * Sends to this site's worker, then goes to the chosen product's page whatever the answer.
 */
export function LeadForm({ locale, copy, loanOptions, links, preset, onReady, onValues }: LeadFormProps) {
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;
  const [values, setValues] = useState<LeadFormValues>(() => ({
    mobile: normalizeMobileInput(preset?.mobile ?? ''),
    gender: preset?.lead?.gender ?? 'M',
    first_name: preset?.lead?.firstName ?? '',
    last_name: preset?.lead?.lastName ?? '',
    loan_type: preset?.loanCode ? String(preset.loanCode) : '',
    terms: false,
    is_opt_in: false,
    website: '',
  }));
  const [phase, setPhase] = useState<Phase>('idle');
  const [notice, setNotice] = useState('');
  const chosenLoan = useRef(false);
  const lastRefused = useRef('');
  // The shared schema's checks (with zod) come when the visitor first focuses or presses in the
  // form (the popup focuses its first field as it opens), at the latest when it is sent.
  const schema = useFormChecks();
  const checks = useChecks(schema.checks ? schema.checks.checkLead(values) : {}, LEAD_FIELDS, id);
  const errorOf = (field: LeadField) => {
    const key = checks.errorOf(field);
    return key ? ((copy.errors as Partial<Record<ErrorKey, string>>)[key as ErrorKey] ?? copy.errors.invalid) : undefined;
  };

  useEffect(() => {
    onReady?.();
    // Back from the product page (page cache): the form is usable again.
    const onShow = (e: PageTransitionEvent) => e.persisted && setPhase('idle');
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A new preset (the popup opened again elsewhere) fills what the visitor has not chosen. A number
  // given with the opening (the quick-start field) is the visitor's latest word: it replaces the form's.
  // The landing's lead fills the names (and its title) only while both are empty.
  useEffect(() => {
    if (!preset) return;
    const lead = preset.lead;
    setValues((v) => ({
      ...v,
      loan_type: !chosenLoan.current && preset.loanCode ? String(preset.loanCode) : v.loan_type,
      mobile: preset.mobile ? normalizeMobileInput(preset.mobile) : v.mobile,
      ...(lead && !v.first_name && !v.last_name ? { gender: lead.gender, first_name: lead.firstName, last_name: lead.lastName } : {}),
    }));
  }, [preset?.key]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    onValues?.(values);
  }, [values, onValues]);

  const set = <K extends keyof LeadFormValues>(field: K, value: LeadFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if ((LEAD_FIELDS as readonly string[]).includes(field)) checks.changed(field as LeadField);
    setNotice('');
  };

  const onSubmit = useSendOnce(phase === 'idle', send);

  async function send() {
    // Checks not fetched yet: fetch them now, busy from the press so it shows it was taken; if that
    // fails, the worker's answer shows what is wrong.
    if (!schema.checks) setPhase('submitting');
    const loaded = await schema.whenReady();
    if (!checks.attempt(loaded ? loaded.checkLead(values) : {})) {
      setPhase('idle');
      return;
    }
    setPhase('submitting');
    const { body, result, url } = await sendLead(values, locale);
    if (result.kind === 'invalid') {
      // The worker disagrees with a field the visitor can fix: show it, once. The same lead
      // refused again continues the flow, so a visitor is never stuck.
      const signature = JSON.stringify(body);
      if (lastRefused.current !== signature && checks.showServerErrors(result.fields)) {
        lastRefused.current = signature;
        setNotice(copy.api.badRequest);
        setPhase('idle');
        return;
      }
    }
    if (!url) {
      console.info('no such loan', body.loan_type);
      setPhase('idle');
      return;
    }
    setPhase('leaving');
    goToLanding(url);
  }

  const busy = phase !== 'idle';
  const genderOptions = [
    { value: 'M', label: copy.form.genderM },
    { value: 'F', label: copy.form.genderF },
  ];
  const optInNoteId = id('opt-in-note');

  return (
    <form
      className="lead-form"
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={schema.prepare}
      onPointerDown={schema.prepare}
      aria-busy={busy}
      data-lead-form=""
    >
      <MobileField
        id={id('mobile')}
        data-autofocus=""
        label={copy.form.mobile}
        hint={copy.form.mobileHint}
        value={values.mobile}
        onValue={(mobile) => set('mobile', mobile)}
        onBlur={() => checks.touch('mobile')}
        error={errorOf('mobile')}
      />
      <ChoiceGroup
        id={id('gender')}
        name="gender"
        legend={copy.form.gender}
        value={values.gender}
        options={genderOptions}
        onChange={(v) => set('gender', v === 'F' ? 'F' : 'M')}
      />
      <EnglishNameFields
        hintId={id('name-hint')}
        hint={copy.form.nameHint}
        surname={{ id: id('last_name'), name: 'last_name', label: copy.form.surname, value: values.last_name, error: errorOf('last_name') }}
        given={{ id: id('first_name'), name: 'first_name', label: copy.form.givenName, value: values.first_name, error: errorOf('first_name') }}
        onChange={(name, value) => set(name as 'last_name' | 'first_name', value)}
        onBlur={(name) => checks.touch(name as 'last_name' | 'first_name')}
      />
      <SelectField
        id={id('loan_type')}
        name="loan_type"
        label={copy.form.loanType}
        placeholder={copy.form.loanTypePlaceholder}
        options={loanOptions.map((o) => ({ value: String(o.code), label: o.label }))}
        value={values.loan_type}
        onChange={(e) => {
          chosenLoan.current = true;
          set('loan_type', e.target.value);
          checks.touch('loan_type');
        }}
        onBlur={() => checks.touch('loan_type')}
        error={errorOf('loan_type')}
      />
      <CheckField
        id={id('terms')}
        name="terms"
        required
        checked={values.terms}
        onChange={(e) => {
          set('terms', e.target.checked);
          checks.touch('terms');
        }}
        error={errorOf('terms')}
      >
        {copy.form.termsBefore}
        <a href={links.terms} target="_blank" rel="noopener">
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
        describedById={optInNoteId}
      >
        {copy.form.optIn}
        <span className="lead-field__optional">{copy.form.optional}</span>
      </CheckField>
      <p id={optInNoteId} className="lead-check__note">
        {copy.form.optInWithdraw}
      </p>
      <FormEnd
        honeypot={{ id: id('website'), value: values.website, onChange: (v) => set('website', v) }}
        notice={copy.notice}
        privacyHref={links.privacy}
        copy={copy.form}
        summary={{ show: checks.showSummary, attempt: checks.attempts }}
        message={notice}
        busy={busy}
        submit={copy.form.submit}
        submitting={copy.form.submitting}
        track="lead_form:submit"
      />
    </form>
  );
}
