import { use, useEffect, useId, useRef } from 'react';
import { HOLIDAYS, OFFICE_HOURS } from '../../../content/office-hours';
import { leadHandOver } from '../../browser/stores/lead-hand-over';
import { sentLead } from '../../browser/leads/sent-lead';
import { callBackTime } from '../../shared/leads/call-back';
import { formatHkDayTime } from '../../shared/format';
import type { Locale } from '../../shared/locales';
import { loadedLeadContent, loadLeadContent } from './lead-chunks';

export interface LeadConfirmationProps {
  locale: Locale;
  /** The lead codes that land on this page (Supreme's lands on the personal loan's). */
  codes: readonly number[];
  /** The product's documents, to have ready for the call. */
  documents: readonly string[];
}

interface Received {
  ref: string;
  sentAt: Date;
  /** The number the lead gave, its first four digits hidden; only right after landing. */
  mobile: string;
  /** Landed on just now (rather than reloaded or come back to): focus moves to the confirmation. */
  landed: boolean;
}

/** Per page (its codes): the site moves between pages without reloading, and each reads its own. */
const received = new Map<string, Received | null>();

/**
 * This page's confirmation: the lead it was landed on with (in memory; the first page read, the one
 * landed on), else the session's sent lead when it was for this product (a reload, Back, the page
 * opened again). Read once per page: neither changes while it is shown.
 */
function read(codes: readonly number[]): Received | null {
  const key = codes.join();
  if (received.has(key)) return received.get(key)!;
  const handOver = received.size === 0 ? leadHandOver() : null;
  const kept = sentLead();
  const mine = kept && codes.includes(kept.product) ? kept : null;
  let value: Received | null = null;
  if (handOver) {
    const sentAt = new Date(mine?.sentAt ?? Date.now());
    value = { ref: handOver.id || mine?.ref || '', sentAt, mobile: `XXXX ${handOver.mobile.slice(4)}`, landed: true };
  } else if (mine) {
    value = { ref: mine.ref, sentAt: new Date(mine.sentAt), mobile: '', landed: false };
  }
  received.set(key, value);
  return value;
}

/**
 * The product page's confirmation of a sent lead (docs/lead-form.md, "After submit"): its reference,
 * when customer service will call (in office hours, Hong Kong time), what to have ready for this
 * product, and the hotline and WhatsApp. Its own chunk, fetched by ./LeadReceived.tsx only in a
 * session that has sent a lead; its words come from the lead popup's content file for the locale.
 * Right after landing, focus moves to its heading, so it is read out and in view (the page's scroll
 * padding keeps it clear of the header).
 */
export default function LeadConfirmation(props: LeadConfirmationProps) {
  // `use` only when the words are not here yet, so in a component of its own: a render that
  // suspended is replayed with the words in hand, and any hook after a skipped `use` would then
  // be out of step (React's error 467, seen in WebKit).
  const { copy, contact } = loadedLeadContent(props.locale) ?? use(loadLeadContent(props.locale));
  return <Confirmation {...props} copy={copy} contact={contact} />;
}

type LeadContent = Awaited<ReturnType<typeof loadLeadContent>>;

function Confirmation({ locale, codes, documents, copy, contact }: LeadConfirmationProps & Pick<LeadContent, 'copy' | 'contact'>) {
  const lead = read(codes);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (lead?.landed) heading.current?.focus();
  }, [lead]);
  if (!lead) return <div className="lead-received" data-lead-received="" />;

  const text = copy.received;
  const callBack = callBackTime(lead.sentAt, OFFICE_HOURS, HOLIDAYS);
  const call =
    callBack.kind === 'now' ? text.callNow.replace('{{closes}}', callBack.closes) : text.callLater.replace('{{when}}', formatHkDayTime(callBack.at, locale));
  return (
    <div className="lead-received" data-lead-received="">
      <section className="lead-received__box" aria-labelledby={titleId}>
        <h2 id={titleId} ref={heading} tabIndex={-1} className="lead-received__title">
          {text.title}
        </h2>
        {lead.ref ? (
          <p className="lead-received__text">
            {text.reference} <strong className="lead-received__ref">{lead.ref}</strong>
          </p>
        ) : null}
        <p className="lead-received__text" data-lead-call-back="">
          {call}
        </p>
        {lead.mobile ? <p className="lead-received__text">{text.number.replace('{{number}}', lead.mobile)}</p> : null}
        {documents.length ? (
          <>
            <h3 className="lead-received__subtitle">{text.prepareTitle}</h3>
            <ul className="lead-received__list">
              {documents.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        ) : null}
        <h3 className="lead-received__subtitle">{text.contactTitle}</h3>
        <p className="lead-received__contact">
          <a href={contact.hotlineHref}>
            {text.hotline} {contact.hotline}
          </a>
          <a href={contact.whatsappHref} target="_blank" rel="noopener">
            {text.whatsapp} {contact.whatsapp}
          </a>
        </p>
        <p className="lead-received__text">
          <a href="?form=1" data-apply-button="" data-apply-another="" data-track="lead_received:apply_another" data-hide-in-maintenance="">
            {copy.sent.another}
          </a>
        </p>
      </section>
    </div>
  );
}
