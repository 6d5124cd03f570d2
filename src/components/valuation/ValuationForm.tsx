'use client';

import { use, useEffect, useId, useState } from 'react';
import type { Locale } from '../../shared/locales';
import type { ErrorKey } from '../../shared/leads/schema';
import { clearDraft, emptyDraft, keepDraft, readDraft, type ValuationDraft } from '../../browser/valuation/draft';
import { valuationBody } from '../../browser/valuation/request-body';
import { MobileField, SelectField, TextField } from '../lead/fields';
import { FormEnd } from '../lead/FormEnd';
import { useChecks } from '../lead/use-checks';
import { chunkOnce, useChunkOnIntent, useSendOnce } from '../lead/use-form-checks';
import { loadedValuationFormCopy, loadValuationFormCopy } from './form-copy';
import type { ValuationFormCopy } from './copy';
import { markLeaving } from '../../browser/chunks/leaving';

type Field = 'district' | 'estate' | 'address' | 'block' | 'floor' | 'flat' | 'customerName' | 'phone';
const ORDER: readonly Field[] = ['district', 'estate', 'address', 'block', 'floor', 'flat', 'customerName', 'phone'];

/** The shared schema's checks (with zod), fetched on the form's first focus or press, or when it is sent. */
const loadChecks = chunkOnce(() => import('../../browser/valuation/checks'));
/** Each district's estate suggestions, fetched with the checks: needed only in the form, and this keeps them out of the page. */
const loadEstates = chunkOnce(() => import('../../browser/valuation/estates'));
/** The request itself, fetched with the checks (a submit before then waits for it). */
const loadRequests = chunkOnce(() => import('../../browser/valuation/requests'));

type Estates = Record<string, string>;

export interface ValuationFormProps {
  locale: Locale;
  /** 'hos' on the HOS/public-housing page: the result offers that product. */
  product: 'p' | 'hos';
  resultPath: string;
}

/**
 * The free property valuation form (property-owner and HOS pages): where the flat is (district,
 * then an estate or building with suggestions and its block, floor and flat, or a full address)
 * and who asks (name in English, mobile, by the lead form's rules), with the collection notice.
 * It creates the valuation through this site's worker and goes to the result's own address. What
 * the visitor typed is kept for the tab until then, so neither a reload nor the service being down
 * loses it.
 *
 * `method="post"`: sent before its script runs, a form is sent as its markup says; a GET would put
 * the name and number in the address. The worker answers that POST with a page saying nothing was
 * sent (worker/form-not-sent.ts).
 */
export function ValuationForm(props: ValuationFormProps) {
  // Its words come with its code (./form-copy.ts): the server's render waits for them as the
  // browser's does. `use` only when they are not here yet, so in a component of its own: a render
  // that suspended is replayed with the words in hand, and a hook after a skipped `use` would then
  // be out of step (React's error 467, seen in WebKit).
  const copy = loadedValuationFormCopy(props.locale) ?? use(loadValuationFormCopy(props.locale));
  return <Form {...props} copy={copy} />;
}

function Form({ locale, product, resultPath, copy }: ValuationFormProps & { copy: ValuationFormCopy }) {
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;
  const [draft, setDraft] = useState<ValuationDraft>(emptyDraft);
  const schema = useChunkOnIntent(loadChecks);
  // The estate suggestions, once fetched (the visitor's first focus or touch in the form).
  const [estates, setEstates] = useState<Estates | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');

  // What this tab typed before (a reload, or a try while the service was down).
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the tab's storage exists only in the browser: the server render and hydration show the empty form, this effect restores the draft once after hydration (a lazy initial state would make hydration mismatch)
  useEffect(() => setDraft(readDraft()), []);

  const body = () => valuationBody(draft, copy.districts[draft.district] ?? '', locale);
  // The schema names the place `estate`; with a full address typed, that message belongs there.
  const verdictOf = (verdict: Partial<Record<string, ErrorKey>>): Partial<Record<Field, string>> => {
    const out: Partial<Record<Field, string>> = {};
    for (const [field, key] of Object.entries(verdict)) {
      const shown = field === 'estate' && draft.mode === 'address' ? 'address' : field;
      if (key && ORDER.includes(shown as Field)) out[shown as Field] ??= key;
    }
    return out;
  };
  const checks = useChecks(schema.loaded ? verdictOf(schema.loaded.checkValuation(body())) : {}, ORDER, id);
  const errorOf = (field: Field) => {
    const key = checks.errorOf(field);
    return key ? ((copy.errors as Partial<Record<string, string>>)[key] ?? copy.errors.invalid) : undefined;
  };

  const prepare = () => {
    schema.prepare();
    loadRequests().catch(() => undefined);
    // Without them (the file could not be fetched) the field still takes any name.
    if (!estates)
      loadEstates().then(
        (m) => setEstates(m.ESTATES[locale]),
        () => undefined,
      );
  };

  const set = (field: keyof ValuationDraft, value: string) => {
    setDraft((d) => {
      const next = { ...d, [field]: value } as ValuationDraft;
      keepDraft(next);
      return next;
    });
    if (ORDER.includes(field as Field)) checks.changed(field as Field);
    setNotice('');
  };

  const onSubmit = useSendOnce(!busy, send);

  async function send() {
    // Checks not fetched yet (sent straight away): fetch them now, busy from the press so it shows
    // it was taken; if that fails, the worker's answer still shows what is wrong, field by field.
    if (!schema.loaded) setBusy(true);
    const loaded = await schema.whenReady();
    if (!checks.attempt(loaded ? verdictOf(loaded.checkValuation(body())) : {})) {
      setBusy(false);
      return;
    }
    setBusy(true);
    const outcome = await loadRequests().then(
      (m) => m.createValuation(body()),
      () => ({ kind: 'unavailable' }) as const,
    );
    if (outcome.kind === 'created') {
      clearDraft();
      const query = new URLSearchParams({ ref: outcome.ref, ...(product === 'hos' ? { product } : {}) });
      markLeaving();
      window.location.assign(`${resultPath}?${query}`);
      return;
    }
    if (outcome.kind === 'invalid') {
      checks.showServerErrors(verdictOf(outcome.fields as Record<string, ErrorKey>) as Record<string, string>);
      setNotice(copy.api.badRequest);
    } else {
      setNotice(
        outcome.kind === 'tooMany'
          ? copy.valuation.errors.tooMany
          : outcome.kind === 'rejected'
            ? copy.valuation.errors.rejected
            : copy.valuation.errors.unavailable,
      );
    }
    setBusy(false);
  }

  const v = copy.valuation.form;
  const districtOptions = Object.entries(copy.districts).map(([value, label]) => ({ value, label }));
  const suggestions = estates ? (estates[draft.district] ?? Object.values(estates).join('|')).split('|') : [];
  const switchMode = () => {
    set('mode', draft.mode === 'estate' ? 'address' : 'estate');
    // The place's message follows the field now shown.
    checks.changed('estate');
    checks.changed('address');
  };

  return (
    <form
      className="lead-form valuation-form"
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={prepare}
      onPointerDown={prepare}
      aria-busy={busy}
      data-valuation-form=""
    >
      <fieldset className="valuation-form__group">
        <legend className="valuation-form__legend">{v.whereLegend}</legend>
        <SelectField
          id={id('district')}
          name="district"
          label={v.district}
          placeholder={v.districtPlaceholder}
          options={districtOptions}
          value={draft.district}
          onChange={(e) => {
            set('district', e.target.value);
            checks.touch('district', true);
          }}
          onBlur={() => checks.touch('district')}
          error={errorOf('district')}
        />
        {draft.mode === 'estate' ? (
          <>
            <TextField
              id={id('estate')}
              name="estate"
              label={v.estate}
              hint={v.estateHint}
              list={estates ? id('estates') : undefined}
              autoComplete="off"
              maxLength={80}
              value={draft.estate}
              onChange={(e) => set('estate', e.target.value)}
              onBlur={() => checks.touch('estate')}
              error={errorOf('estate')}
            />
            {estates ? (
              <datalist id={id('estates')}>
                {suggestions.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
            ) : null}
            <div className="valuation-form__unit">
              {(['block', 'floor', 'flat'] as const).map((field) => (
                <TextField
                  key={field}
                  id={id(field)}
                  name={field}
                  label={v[field]}
                  optional={v.optional}
                  maxLength={field === 'block' ? 20 : 10}
                  value={draft[field]}
                  onChange={(e) => set(field, e.target.value)}
                  onBlur={() => checks.touch(field)}
                  error={errorOf(field)}
                />
              ))}
            </div>
          </>
        ) : (
          <TextField
            id={id('address')}
            name="address"
            label={v.address}
            hint={v.addressHint}
            autoComplete="street-address"
            maxLength={200}
            value={draft.address}
            onChange={(e) => set('address', e.target.value)}
            onBlur={() => checks.touch('address')}
            error={errorOf('address')}
          />
        )}
        <button type="button" className="valuation-form__switch" onClick={switchMode} data-valuation-mode={draft.mode}>
          {draft.mode === 'estate' ? v.useAddress : v.useEstate}
        </button>
      </fieldset>
      <fieldset className="valuation-form__group">
        <legend className="valuation-form__legend">{v.whoLegend}</legend>
        <TextField
          id={id('customerName')}
          name="customerName"
          label={v.name}
          hint={v.nameHint}
          autoComplete="name"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={60}
          value={draft.customerName}
          onChange={(e) => set('customerName', e.target.value)}
          onBlur={() => checks.touch('customerName')}
          error={errorOf('customerName')}
        />
        <MobileField
          id={id('phone')}
          label={v.mobile}
          hint={copy.mobileHint}
          value={draft.phone}
          onValue={(phone) => set('phone', phone)}
          onBlur={() => checks.touch('phone')}
          error={errorOf('phone')}
        />
      </fieldset>
      <FormEnd
        notice={copy.notice}
        privacyHref={copy.privacyHref}
        copy={{ newWindow: copy.newWindow, errorSummary: copy.errorSummary }}
        summary={{ show: checks.showSummary, attempt: checks.attempts }}
        message={notice}
        busy={busy}
        // After a failure the same button sends what was kept again.
        submit={notice ? copy.valuation.errors.retry : v.submit}
        submitting={v.submitting}
        track="valuation:submit"
      />
    </form>
  );
}
