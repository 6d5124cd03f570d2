import { leadLandingPath } from '../../shared/leads/landing';
import type { SentLead } from '../../shared/leads/sent-lead';
import type { Locale } from '../../shared/locales';
import type { LeadPopupContent } from './types';

/**
 * What the popup shows once this session has sent a lead (in the dialog's chunk): that it was sent,
 * its reference, the way to its confirmation on the product page, and a button for a deliberate
 * second application, which puts the form in its place.
 */
export function SentPanel({ locale, lead, copy, onAnother }: { locale: Locale; lead: SentLead; copy: LeadPopupContent['copy']; onAnother: () => void }) {
  const landing = leadLandingPath(lead.product, locale);
  return (
    <div className="lead-sent" data-lead-sent-panel="">
      <p className="lead-sent__title">{copy.sent.title}</p>
      {lead.ref ? (
        <p className="lead-sent__text">
          {copy.received.reference} <strong className="lead-received__ref">{lead.ref}</strong>
        </p>
      ) : null}
      <p className="lead-sent__text">{copy.sent.text}</p>
      <div className="lead-sent__actions">
        {landing ? (
          <a className="btn btn--primary" href={landing} data-autofocus="">
            {copy.sent.view}
          </a>
        ) : null}
        <button type="button" className="btn btn--ghost" onClick={onAnother} {...(landing ? {} : { 'data-autofocus': '' })}>
          {copy.sent.another}
        </button>
      </div>
    </div>
  );
}
