'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MOBILE } from '../../lib/leads/mobile-rule';
import { normalizeMobileInput } from '../../lib/leads/mobile-input';
import { openLeadPopup } from '../../stores/lead-popup';
import { loadLeadDialog, loadLeadForm } from './lead-chunks';

/** The quick-start field's strings, read on the server (QuickStartField). */
export interface QuickStartCopy {
  label: string;
  hint: string;
  submit: string;
  /** The lead form's own message for a number it would refuse. */
  error: string;
}

const ignore = () => undefined;
// Only warming up, as the apply buttons do: opening the popup meets a failure and handles it.
const preloadPopup = () => {
  loadLeadDialog().catch(ignore);
  loadLeadForm().catch(ignore);
};

/**
 * A mobile number and a button: a valid number opens the lead popup with it filled in (the popup
 * store's `fromLead` and `tel`); an invalid one shows the lead form's mobile message here, and no
 * popup. Checked by the lead form's rule (mobile-rule.ts), trimmed as the form trims what is typed
 * (mobile-input.ts). The popup's code is fetched as the apply buttons' is: on focus or pointer,
 * or when it opens.
 *
 * Server-rendered as a plain GET form with one hidden `form=1`: pressed before hydration (or
 * without script) it loads the page with `?form=1`, which opens the popup. The number itself has
 * no `name`, so it never goes into an address (history, server logs, the referrer of a lead).
 * The input is uncontrolled, so what was typed before hydration stays.
 */
export function QuickStart({ copy }: { copy: QuickStartCopy }) {
  const uid = useId();
  const inputId = `${uid}-mobile`;
  const hintId = `${uid}-hint`;
  const errorId = `${uid}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [invalid, setInvalid] = useState(false);
  // Each refused press moves focus to the field once the message is there, so it is read out with it.
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals > 0) input.current?.focus();
  }, [refusals]);

  // Typed before hydration: keep it, trimmed as the form would.
  useEffect(() => {
    const el = input.current;
    if (el && el.value) el.value = normalizeMobileInput(el.value);
  }, []);

  const onInput = () => {
    const el = input.current;
    if (!el) return;
    const kept = normalizeMobileInput(el.value);
    if (kept !== el.value) el.value = kept;
    // Once shown, the message follows the number, as in the form.
    if (invalid && MOBILE.test(kept)) setInvalid(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const el = input.current;
    if (!el) return;
    const mobile = normalizeMobileInput(el.value);
    el.value = mobile;
    if (!MOBILE.test(mobile)) {
      setInvalid(true);
      setRefusals((n) => n + 1);
      return;
    }
    setInvalid(false);
    openLeadPopup({ fromLead: true, tel: mobile });
  };

  return (
    <form className="quick-start" method="get" noValidate onSubmit={onSubmit} onFocus={preloadPopup} onPointerOver={preloadPopup} data-quick-start="" data-hide-in-maintenance="">
      <input type="hidden" name="form" value="1" />
      <label className="quick-start__label" htmlFor={inputId}>
        {copy.label}
      </label>
      <div className="quick-start__row">
        <input
          ref={input}
          id={inputId}
          className="lead-field__input quick-start__input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
          onInput={onInput}
        />
        <button type="submit" className="btn btn--primary quick-start__submit">
          {copy.submit}
        </button>
      </div>
      <p id={hintId} className="quick-start__hint">
        {copy.hint}
      </p>
      {invalid ? (
        <p id={errorId} className="lead-error" role="alert">
          <svg className="lead-error__icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path d="M8 4.25v4.5M8 11.25v.5" stroke="#fff" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
          <span>{copy.error}</span>
        </p>
      ) : null}
    </form>
  );
}
