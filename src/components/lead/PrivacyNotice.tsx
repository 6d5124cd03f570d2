import type { LeadCopy } from './types';

/**
 * The personal-data collection notice shown with each form (PDPO, Data Protection Principle 1):
 * a short summary always visible, the full statement in a disclosure.
 */
export function PrivacyNotice({ copy, privacyHref, newWindow }: { copy: LeadCopy['notice']; privacyHref: string; newWindow: string }) {
  return (
    <div className="lead-notice">
      <p className="lead-notice__summary">{copy.summary}</p>
      <details className="lead-notice__details">
        <summary>{copy.detailsTitle}</summary>
        <ul>
          <li>{copy.purpose}</li>
          <li>{copy.obligatory}</li>
          <li>{copy.transferees}</li>
          <li>{copy.access}</li>
        </ul>
        <p>
          {copy.privacyBefore}
          <a href={privacyHref} target="_blank" rel="noopener">
            {copy.privacyLink}
            <span className="visually-hidden">{newWindow}</span>
          </a>
          {copy.privacyAfter}
        </p>
      </details>
    </div>
  );
}
