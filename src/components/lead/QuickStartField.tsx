/**
 * The quick-start field for a hero (server component): a mobile number and a button that open the
 * lead popup with it filled in, or show the form's mobile message. No island of its own: the popup's
 * delegated listeners do it (quick-start.ts). Before hydration it is a GET form with `form=1`; the
 * number has no `name`, so it never goes into an address (docs/lead-form.md, "Quick-start field").
 * One per page (fixed ids): `<QuickStartField locale={locale} />`.
 */
import type { Locale } from '../../shared/locales';
import { leadCopy } from './copy';
import { QUICK_START } from './quick-start';

export function QuickStartField({ locale }: { locale: Locale }) {
  const { quickStart, form, errors } = leadCopy(locale);
  return (
    <form className="quick-start" method="get" noValidate data-quick-start="" data-hide-in-maintenance="">
      <input type="hidden" name="form" value="1" />
      <label className="quick-start__label" htmlFor={QUICK_START.inputId}>
        {quickStart.label}
      </label>
      <div className="quick-start__row">
        <input
          id={QUICK_START.inputId}
          className="lead-field__input quick-start__input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          aria-describedby={QUICK_START.hintId}
        />
        <button type="submit" className="btn btn--primary quick-start__submit">
          {quickStart.submit}
        </button>
      </div>
      <p id={QUICK_START.hintId} className="quick-start__hint">
        {form.mobileHint}
      </p>
      <p id={QUICK_START.errorId} className="lead-error" role="alert" hidden>
        <svg className="lead-error__icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="7" fill="currentColor" />
          <path d="M8 4.25v4.5M8 11.25v.5" stroke="#fff" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
        <span>{errors.mobile}</span>
      </p>
    </form>
  );
}
