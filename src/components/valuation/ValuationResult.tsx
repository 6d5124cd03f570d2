'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '../../shared/locales';
import { VALUATION_REF } from '../../shared/valuation/ref';
import { readValuation, type ValuationState } from '../../browser/valuation/requests';
import type { ValuationResultCopy } from './copy';

type View = { kind: 'loading' } | { kind: 'noRef' } | ValuationState;
type Figures = typeof import('./result-figures');

/** How long to wait before asking again while the estimate is pending: soon at first, then less often. */
const pollDelay = (attempt: number) => (attempt < 10 ? 3000 : 15_000);

/**
 * A valuation's result at its own address (`?ref=`, and `product=hos` from the HOS page), read by
 * the browser that asked for it; its first answer gives a share link (`&share=`, 30 days), which
 * then becomes the address (so a reload, a bookmark or the copied link keep working, in any browser,
 * until it expires). While the estimate is pending, its progress (the visitor may leave); then the
 * estimated value, the loan it could support under the product's rules (the property-owner
 * calculator's default loan-to-value, no mortgage counted, up to the product's maximum), the date
 * and the disclaimer, with "apply with this amount", which opens the product's lead form.
 */
export function ValuationResult({ locale, copy }: { locale: Locale; copy: ValuationResultCopy }) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [product, setProduct] = useState<'p' | 'hos'>('p');
  const [copied, setCopied] = useState(false);
  // How a ready estimate is shown (./result-figures.ts), fetched along with the first answer.
  const [figures, setFigures] = useState<Figures | null>(null);
  // A press on "load again" starts a new round of asking.
  const [round, setRound] = useState(0);

  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const ref = query.get('ref') ?? '';
    // The share link's token; once the asker's first answer gives one, it joins the address.
    let shareToken = query.get('share');
    // The address exists only in the browser: the server render and hydration show the empty
    // frame, and this effect decides after hydration what to show.
    /* eslint-disable react-hooks/set-state-in-effect -- see above: a lazy initial state would make hydration mismatch */
    setProduct(query.get('product') === 'hos' ? 'hos' : 'p');
    if (!VALUATION_REF.test(ref)) {
      setView({ kind: 'noRef' });
      return;
    }
    /* eslint-enable react-hooks/set-state-in-effect */
    let stopped = false;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const figuresChunk = import('./result-figures').catch(() => null);
    const ask = async () => {
      const state = await readValuation(ref, shareToken);
      const shown = state.kind === 'ready' ? await figuresChunk : null;
      if (stopped) return;
      if ((state.kind === 'pending' || state.kind === 'ready') && state.share && !shareToken) {
        shareToken = state.share;
        const address = new URL(location.href);
        address.searchParams.set('share', shareToken);
        history.replaceState(history.state, '', address);
      }
      // Without the figures' file (offline for a moment) the estimate cannot be shown: load again.
      if (state.kind === 'ready' && !shown) return setView({ kind: 'unavailable' });
      if (shown) setFigures(() => shown);
      setView(state);
      if (state.kind === 'pending') timer = setTimeout(() => void ask(), pollDelay((attempts += 1)));
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [round]);

  const r = copy.result;
  const productHref = copy.productHref[product];
  const startOver = (
    <a className="btn btn--ghost" href={`${productHref}#valuation`}>
      {view.kind === 'noRef' ? r.startHere : r.another}
    </a>
  );

  // Until the address has been read (server HTML, hydration), the box holds the missing-reference
  // view unseen: the shortest answer has the same height, so the section below does not move when
  // the answer replaces it (Lighthouse loads this page without a reference: CLS 0.003-0.007 before).
  if (view.kind === 'loading')
    return (
      <div className="valuation-result" aria-busy="true" data-valuation-result="loading">
        <div className="valuation-result__placeholder" aria-hidden="true">
          <p>{r.noRef}</p>
          <div className="valuation-result__actions">
            <span className="btn btn--ghost">{r.startHere}</span>
          </div>
        </div>
      </div>
    );
  if (view.kind === 'noRef' || view.kind === 'notFound') {
    return (
      <div className="valuation-result" data-valuation-result={view.kind}>
        <p role="status">{view.kind === 'noRef' ? r.noRef : r.notFound}</p>
        <div className="valuation-result__actions">{startOver}</div>
      </div>
    );
  }
  if (view.kind === 'unavailable') {
    return (
      <div className="valuation-result" data-valuation-result="unavailable">
        <p role="alert">{r.unavailable}</p>
        <div className="valuation-result__actions">
          <button type="button" className="btn btn--primary" onClick={() => setRound((n) => n + 1)}>
            {r.retry}
          </button>
        </div>
      </div>
    );
  }

  const sample = view.sample ? <p className="valuation-result__sample">{r.sample}</p> : null;
  const share = (
    <p className="valuation-result__link">
      <span>{r.addressLabel}</span>
      <span>{typeof location === 'undefined' ? '' : location.href}</span>
      <button
        type="button"
        className="btn btn--ghost"
        onClick={() =>
          navigator.clipboard?.writeText(location.href).then(
            () => setCopied(true),
            () => undefined,
          )
        }
      >
        {copied ? r.copied : r.copyLink}
      </button>
    </p>
  );

  if (view.kind === 'pending') {
    return (
      <div className="valuation-result" data-valuation-result="pending">
        {sample}
        <p role="status">{r.pending}</p>
        <progress className="valuation-result__progress" aria-label={r.pendingProgress} />
        {share}
      </div>
    );
  }

  const f = figures!.resultFigures(view, product, locale, r);
  return (
    <div className="valuation-result" data-valuation-result="ready">
      {sample}
      <dl className="valuation-result__figures" role="status">
        <div className="valuation-result__figure">
          <dt>{r.value}</dt>
          <dd data-figure="value">{f.value}</dd>
        </div>
        <div className="valuation-result__figure">
          <dt>{r.loan}</dt>
          <dd data-figure="loan">{f.loan}</dd>
        </div>
        {f.date ? (
          <div className="valuation-result__figure">
            <dt>{r.valuedAt}</dt>
            <dd className="valuation-result__date" data-figure="date">
              {f.date}
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="valuation-result__note">
        {r.loanNote}
        {locale === 'en-US' ? ' ' : ''}
        {f.loanNote}
      </p>
      <p className="valuation-result__disclaimer">{r.disclaimer}</p>
      <div className="valuation-result__actions">
        <a className="btn btn--primary" href={`${productHref}?form=1&amount=${f.loanAmount}`} data-hide-in-maintenance="" data-track="valuation:apply">
          {r.apply}
        </a>
        {startOver}
      </div>
      {share}
    </div>
  );
}
