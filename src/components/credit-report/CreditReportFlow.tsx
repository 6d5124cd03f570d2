'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { fetchEnquiry, fetchTerms, sendAgreement, type Enquiry, type Outcome, type Terms } from '../../browser/credit-report/api';
import { loadDraft, saveDraft, type CreditReportDraft } from '../../browser/credit-report/draft';
import type { Locale } from '../../shared/locales';
import { chunkOnce, useChunkOnIntent, useSendOnce } from '../lead/use-form-checks';
import type { DetailsField, DetailsValues } from './DetailsStep';
import { FailureMessage } from './FailureMessage';
import { TermsStep } from './TermsStep';
import type { CreditReportFlowCopy, CreditReportLinks } from './types';

type Step = CreditReportDraft['step'];
type Failure = { message: string; retry: () => void } | null;

const FIELDS: readonly DetailsField[] = ['name', 'hkid', 'dateOfBirth', 'mobile'];
/** How often a pending enquiry is asked about again (30 a minute: within READ_LIMITER's 40), and for how long at most (2 min). */
const POLL_MS = 2000;
const MAX_POLLS = 60;

/**
 * The shared schema (and zod with it) as a chunk of its own, fetched on the visitor's first focus
 * or press in the flow, or when the details are sent: nothing is checked before then.
 */
const loadSchema = chunkOnce(() => import('../../shared/credit-report/schema'));
type AgreeSchema = Awaited<ReturnType<typeof loadSchema>>['CreditReportAgreeSchema'];
/** Steps 2 and 3 (./later-steps.ts), fetched with the schema. */
const loadLaterSteps = chunkOnce(() => import('./later-steps'));

/**
 * The free credit report (docs/app-service.md): the credit bureau's terms, the visitor's details,
 * then the QR code that goes on in the app. Each step calls this site's worker; when the service
 * cannot be reached the page says so plainly, keeps what was typed and offers to try again. What
 * was typed (never the identity card number) and the step survive a reload in sessionStorage.
 */
export function CreditReportFlow({ locale, copy, links }: { locale: Locale; copy: CreditReportFlowCopy; links: CreditReportLinks }) {
  const uid = useId();
  const id = (part: string) => `${uid}-${part}`;
  const t = copy.flow;
  const [step, setStep] = useState<Step>('terms');
  const [terms, setTerms] = useState<Terms | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [agreedError, setAgreedError] = useState(false);
  const [values, setValues] = useState<DetailsValues>({ name: '', hkid: '', dateOfBirth: '', mobile: '', optIn: false });
  const [errors, setErrors] = useState<Partial<Record<DetailsField, string>>>({});
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const [enquiryRef, setEnquiryRef] = useState('');
  const [enquiry, setEnquiry] = useState<Enquiry | null>(null);
  const [sample, setSample] = useState(false);
  const [restored, setRestored] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const polls = useRef(0);
  const schema = useChunkOnIntent(loadSchema);
  const later = useChunkOnIntent(loadLaterSteps);
  const laterSteps = later.loaded;
  // On step 2 or 3 before their code has come (fetched on intent, so rarely seen).
  const waiting = step !== 'terms' && !laterSteps;
  const view = waiting ? 'loading' : step === 'result' ? (enquiry?.status === 'ready' ? 'ready' : 'pending') : step;
  const lastView = useRef(view);

  const failureFor = (outcome: Exclude<Outcome<unknown>, { kind: 'ok' }>) =>
    outcome.kind === 'too_many' ? t.failure.tooMany : outcome.kind === 'refused' ? t.failure.refused : t.failure.unavailable;

  async function loadTerms() {
    setFailure(null);
    const outcome = await fetchTerms(locale);
    if (outcome.kind !== 'ok') {
      setFailure({ message: failureFor(outcome), retry: () => void loadTerms() });
      return;
    }
    setTerms(outcome.data);
    setSample((s) => s || outcome.data.sample);
  }

  // Once, after hydration: what this tab kept, then the terms (or the enquiry already made).
  useEffect(() => {
    const draft = loadDraft();
    if (draft) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft is in sessionStorage, which only the browser has: the server render and hydration show step 1 loading, and this effect restores the tab's draft once after hydration (a lazy initial state would make hydration mismatch)
      setValues((v) => ({ ...v, name: draft.name, dateOfBirth: draft.dateOfBirth, mobile: draft.mobile, optIn: draft.optIn }));
    }
    if (draft?.step === 'result' && draft.ref) {
      setEnquiryRef(draft.ref);
      setStep('result');
    } else if (draft?.terms) {
      // The terms this tab read: the visitor goes on where they were without waiting for them again.
      setTerms(draft.terms);
      setSample(draft.terms.sample);
      setAgreed(draft.agreed);
      setStep(draft.agreed ? draft.step : 'terms');
    } else {
      void loadTerms();
    }
    setRestored(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once: the draft is read once
  }, []);

  useEffect(() => {
    if (!restored) return;
    saveDraft({ step, terms, agreed, name: values.name, dateOfBirth: values.dateOfBirth, mobile: values.mobile, optIn: values.optIn, ref: enquiryRef });
  }, [restored, step, terms, agreed, values, enquiryRef]);

  // A new step (or the result arriving) takes focus to its heading, so keyboard and screen reader
  // users start there; the first render leaves focus where it is.
  useEffect(() => {
    if (lastView.current === view) return;
    lastView.current = view;
    headingRef.current?.focus();
  }, [view]);

  // Steps 2 and 3 fetched once a step needs them; when they cannot be, the flow says so and offers to try again.
  useEffect(() => {
    if (!waiting || failure) return;
    let cancelled = false;
    void later.whenReady().then((loaded) => {
      if (!loaded && !cancelled) setFailure({ message: t.failure.unavailable, retry: () => setFailure(null) });
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- later and t are fixed for the page
  }, [waiting, failure]);

  // The enquiry is asked about until it is ready: at once, then every POLL_MS.
  useEffect(() => {
    if (step !== 'result' || !enquiryRef || failure || enquiry?.status === 'ready') return;
    let cancelled = false;
    const timer = setTimeout(
      async () => {
        polls.current += 1;
        const outcome = await fetchEnquiry(enquiryRef);
        if (cancelled) return;
        if (outcome.kind === 'ok' && (outcome.data.status === 'ready' || polls.current < MAX_POLLS)) {
          setEnquiry(outcome.data);
          setSample((s) => s || outcome.data.sample);
          return;
        }
        const retry =
          outcome.kind === 'refused'
            ? // The service does not know this enquiry (an old reference kept by the tab): start again.
              () => {
                setFailure(null);
                setEnquiryRef('');
                setEnquiry(null);
                setStep('terms');
                if (!terms) void loadTerms();
              }
            : () => {
                polls.current = 0;
                setFailure(null);
              };
        setFailure({ message: outcome.kind === 'ok' ? t.failure.unavailable : failureFor(outcome), retry });
      },
      enquiry ? POLL_MS : 0,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t, failureFor and loadTerms are fixed for the page; terms is read when the timer fires
  }, [step, enquiryRef, enquiry, failure]);

  const body = () => ({ termsVersion: terms?.version ?? '', agreed, ...values, locale });

  /** Each field's first problem by the shared schema (the worker checks the same). */
  function check(agreeSchema: AgreeSchema): Partial<Record<DetailsField, string>> {
    const parsed = agreeSchema.safeParse(body());
    const found: Partial<Record<DetailsField, string>> = {};
    if (parsed.success) return found;
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as DetailsField;
      if (FIELDS.includes(field)) found[field] ??= t.errors[field];
    }
    return found;
  }

  function change<K extends keyof DetailsValues>(field: K, value: DetailsValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    setFailure(null);
    // A field shown wrong is checked again as it changes, so its message goes once it is right.
    if ((FIELDS as readonly string[]).includes(field) && errors[field as DetailsField] && schema.loaded) {
      const next = schema.loaded.CreditReportAgreeSchema.safeParse({ ...body(), [field]: value });
      const stillWrong = !next.success && next.error.issues.some((issue) => issue.path[0] === field);
      if (!stillWrong) setErrors((e) => ({ ...e, [field]: undefined }));
    }
  }

  function showErrors(found: Partial<Record<DetailsField, string>>) {
    setErrors(found);
    setAttempt((n) => n + 1);
    const first = FIELDS.find((f) => found[f]);
    if (first) document.getElementById(id(first))?.focus();
  }

  const onSubmit = useSendOnce(!busy, submit);

  async function submit() {
    if (busy) return;
    // Not fetched yet (sent straight away): fetch it now, busy from the press so it shows it was
    // taken; if that fails, the worker checks the same and names each field.
    if (!schema.loaded) setBusy(true);
    const loaded = await schema.whenReady();
    const found = loaded ? check(loaded.CreditReportAgreeSchema) : {};
    if (FIELDS.some((f) => found[f])) {
      setBusy(false);
      return showErrors(found);
    }
    setErrors({});
    setBusy(true);
    setFailure(null);
    const outcome = await sendAgreement(body());
    setBusy(false);
    if (outcome.kind === 'ok') {
      setSample((s) => s || outcome.data.sample);
      // The card number has done its work: it is not kept, even in memory.
      setValues((v) => ({ ...v, hkid: '' }));
      setEnquiry(null);
      polls.current = 0;
      setEnquiryRef(outcome.data.ref);
      setStep('result');
      return;
    }
    if (outcome.kind === 'invalid') {
      const fields = Object.keys(outcome.fields);
      if (fields.some((f) => f === 'termsVersion' || f === 'agreed')) {
        // The terms changed since they were read: back to step 1 to read them again.
        setAgreed(false);
        setTerms(null);
        setStep('terms');
        void loadTerms();
        return;
      }
      const found: Partial<Record<DetailsField, string>> = {};
      for (const f of fields) if ((FIELDS as readonly string[]).includes(f)) found[f as DetailsField] = t.errors[f as DetailsField];
      if (Object.keys(found).length > 0) return showErrors(found);
    }
    setFailure({ message: outcome.kind === 'invalid' ? t.failure.refused : failureFor(outcome), retry: () => void submit() });
  }

  /** The visitor's first focus or press in the flow: the schema and steps 2 and 3 are fetched. */
  const prepare = () => {
    schema.prepare();
    later.prepare();
  };

  const failureMessage = failure ? (
    <FailureMessage
      message={failure.message}
      retry={t.failure.retry}
      onRetry={failure.retry}
      alternative={t.alternative}
      memberSite={links.memberSite}
      newWindow={copy.newWindow}
    />
  ) : null;

  return (
    <div className="cr-flow" data-credit-report="" data-view={view} onFocus={prepare} onPointerDown={prepare}>
      <ol className="cr-steps" aria-label={t.steps.label}>
        {(['terms', 'details', 'result'] as const).map((s) => (
          <li key={s} className="cr-steps__item" aria-current={step === s ? 'step' : undefined}>
            {t.steps[s]}
          </li>
        ))}
      </ol>
      {sample ? (
        <p className="cr-sample" data-sample-notice="">
          {t.sampleNotice}
        </p>
      ) : null}
      {step === 'terms' ? (
        terms ? (
          <TermsStep
            id={id}
            headingRef={headingRef}
            terms={terms}
            agreed={agreed}
            error={agreedError && !agreed ? t.errors.agreed : undefined}
            copy={t.terms}
            onAgreed={(value) => {
              setAgreed(value);
              setAgreedError(false);
            }}
            onContinue={() => {
              if (!agreed) {
                setAgreedError(true);
                document.getElementById(id('agreed'))?.focus();
                return;
              }
              setStep('details');
            }}
          />
        ) : failure ? null : (
          <p className="cr-loading" role="status">
            {t.loading}
          </p>
        )
      ) : null}
      {waiting && !failure ? (
        <p className="cr-loading" role="status">
          {t.loading}
        </p>
      ) : null}
      {step === 'details' && laterSteps ? (
        <laterSteps.DetailsStep
          id={id}
          headingRef={headingRef}
          values={values}
          errorOf={(field) => errors[field]}
          showSummary={FIELDS.some((f) => errors[f])}
          attempt={attempt}
          busy={busy}
          copy={t}
          optIn={copy.optIn}
          privacyHref={links.privacy}
          newWindow={copy.newWindow}
          failure={failureMessage}
          onChange={change}
          onSubmit={onSubmit}
          onBack={() => {
            setFailure(null);
            setStep('terms');
          }}
        />
      ) : null}
      {step === 'result' && laterSteps ? (
        <laterSteps.ResultStep headingRef={headingRef} enquiryRef={enquiryRef} enquiry={enquiry} copy={t.result} downloadApp={links.downloadApp} />
      ) : null}
      {step !== 'details' || waiting ? failureMessage : null}
    </div>
  );
}
