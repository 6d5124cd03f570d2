import { useId, useState } from 'react';
import type { Locale } from '../../shared/locales';
import { postJson } from '../../browser/leads/api';
import { campaignPairs } from '../../shared/leads/campaign-params';
import { CONTACT_ENDPOINT } from '../../shared/leads/endpoints';
import { currentPath, storedUtm } from '../../browser/leads/browser-context';
import type { ContactFormRequest } from '../../browser/leads/form-values';
import type { ErrorKey } from '../../shared/leads/schema';
import { track } from '../../browser/leads/track';
import { apiMessage } from './contact-shared';
import type { LeadCopy } from './types';
import { useChecks } from './use-checks';
import { useFormChecks, useSendOnce, type FormChecks } from './use-form-checks';

/**
 * The state and sending of a contact-page form (contact or callback): values, checks through the
 * shared schema, localized errors, and `POST /api/contact` with the page and campaign. On 201 the
 * phase becomes 'sent'; otherwise the details stay and `notice` says why.
 */
export function useContactRequest<Values extends { website: string }, Field extends string, Kind extends 'contact' | 'callback'>(options: {
  kind: Kind;
  locale: Locale;
  initial: Values;
  fields: readonly Field[];
  /** Picks this form's check from the shared checks (fetched on first use, see use-form-checks). */
  check: (checks: FormChecks) => (values: Values) => Partial<Record<Field, string>>;
  request: (values: Values) => ContactFormRequest<Kind>;
  /** Radio groups are focused through their first option. */
  radioGroups: readonly Field[];
  copy: Pick<LeadCopy, 'errors' | 'api'>;
}) {
  const { kind, locale, fields, check, request, radioGroups, copy } = options;
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;
  const [values, setValues] = useState<Values>(options.initial);
  const [phase, setPhase] = useState<'idle' | 'submitting' | 'sent'>('idle');
  const [notice, setNotice] = useState('');
  const schema = useFormChecks();
  const checks = useChecks(schema.checks ? check(schema.checks)(values) : {}, fields, (f) => (radioGroups.includes(f) ? `${id(f)}-0` : id(f)));
  const errorOf = (f: Field) => {
    const key = checks.errorOf(f);
    return key ? (copy.errors[key as ErrorKey] ?? copy.errors.invalid) : undefined;
  };
  const set = <K extends keyof Values>(field: K, value: Values[K], touch = false) => {
    setValues((v) => ({ ...v, [field]: value }));
    if ((fields as readonly unknown[]).includes(field)) {
      checks.changed(field as unknown as Field);
      if (touch) checks.touch(field as unknown as Field);
    }
    setNotice('');
  };
  /** Fills a field the visitor has left empty, as if the page had started with it (no check shown). */
  const prefill = <K extends keyof Values>(field: K, value: Values[K]) => setValues((v) => (v[field] ? v : { ...v, [field]: value }));

  const onSubmit = useSendOnce(phase === 'idle', send);

  async function send() {
    // Checks not fetched yet (sent straight away): fetch them now, busy from the press so it shows
    // it was taken; if that fails, the worker's answer still shows what is wrong, field by field.
    if (!schema.checks) setPhase('submitting');
    const loaded = await schema.whenReady();
    if (!checks.attempt(loaded ? check(loaded)(values) : {})) {
      setPhase('idle');
      return;
    }
    setPhase('submitting');
    const body: ContactFormRequest<Kind> = {
      ...request(values),
      referrer: currentPath().slice(0, 512),
      utm: campaignPairs(storedUtm()).slice(0, 1024),
    };
    const result = await postJson(CONTACT_ENDPOINT, body);
    if (result.kind === 'ok') {
      // request_id joins the event to the stored request.
      track('contact_form_submitted', { kind, locale, request_id: result.id });
      setPhase('sent');
      return;
    }
    if (result.kind === 'invalid') checks.showServerErrors(result.fields);
    setNotice(apiMessage(result, copy.api));
    setPhase('idle');
  }

  return { id, values, set, prefill, checks, errorOf, phase, notice, busy: phase === 'submitting', onSubmit, prepare: schema.prepare };
}
