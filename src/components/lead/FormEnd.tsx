import { Spinner } from './fields';
import { PrivacyNotice } from './PrivacyNotice';
import type { LeadCopy } from './types';

/**
 * What closes every form: the honeypot (a field people never see or reach, so only bots fill it;
 * the worker then stores nothing; left out where the endpoint's strict schema takes no such field),
 * the personal-data collection notice, the one message that says why the form did not go, and the
 * submit button with its busy state.
 */
export function FormEnd({
  honeypot,
  notice,
  privacyHref,
  copy,
  summary,
  message,
  busy,
  submit,
  submitting,
  track,
}: {
  honeypot?: { id: string; value: string; onChange: (value: string) => void } | undefined;
  notice: LeadCopy['notice'];
  privacyHref: string;
  copy: Pick<LeadCopy['form'], 'newWindow' | 'errorSummary'>;
  /** Show the error summary (keyed by the attempt, so each failed attempt is announced again). */
  summary: { show: boolean; attempt: number };
  /** The worker's answer, when it did not take the form. */
  message: string;
  busy: boolean;
  submit: string;
  submitting: string;
  /** The submit button's click-tracking tag (`data-track`, section:action). */
  track?: string;
}) {
  return (
    <>
      {honeypot ? (
        <div className="lead-hp" aria-hidden="true">
          <label htmlFor={honeypot.id}>Website</label>
          <input
            type="text"
            id={honeypot.id}
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot.value}
            onChange={(e) => honeypot.onChange(e.target.value)}
          />
        </div>
      ) : null}
      <PrivacyNotice copy={notice} privacyHref={privacyHref} newWindow={copy.newWindow} />
      {summary.show ? (
        <p className="lead-form__summary" role="alert" key={summary.attempt}>
          {copy.errorSummary}
        </p>
      ) : message ? (
        <p className="lead-form__summary" role="alert">
          {message}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary lead-form__submit" disabled={busy} data-track={track}>
        {busy ? <Spinner /> : null}
        <span>{busy ? submitting : submit}</span>
      </button>
    </>
  );
}
