import {
  memo,
  startTransition,
  Suspense,
  use,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { is7x24Path, preselectedLoanCode, requestedAmount } from '../../browser/leads/loan-choice';
import type { LeadFormValues } from '../../browser/leads/form-values';
import { formatHKD } from '../../shared/format';
import { leadHandOver } from '../../browser/stores/lead-hand-over';
import { sentLead } from '../../browser/leads/sent-lead';
import type { SentLead } from '../../shared/leads/sent-lead';
import { closeLeadPopup, useLeadPopup } from '../../browser/stores/lead-popup';
import { loadedLeadForm, loadLeadForm } from './form-chunk';
import type { LeadFormPreset, LeadFormProps } from './LeadForm';
import { SentPanel } from './SentPanel';
import { StartLoanLink } from './StartLoanLink';
import type { LeadPopupContent } from './types';
import type { Locale } from '../../shared/locales';

/**
 * The form: at once when its code is here (fetched at idle with the dialog's), else once it has
 * come. Memoized: opening the popup again re-renders the dialog, and the form (the bulk of it) has
 * nothing new to draw until the opening's preset comes, a frame later.
 */
const LeadFormChunk = memo(function LeadFormChunk(props: LeadFormProps) {
  const { LeadForm } = loadedLeadForm() ?? use(loadLeadForm());
  return <LeadForm {...props} />;
});

/** Runs `then` in a task after the next frame is painted. */
const afterNextPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** What one opening of the popup shows, read from the address when it opens. */
interface Opening {
  preset: LeadFormPreset;
  /** The amount asked for with the opening (`amount`, e.g. from a valuation's result), if any. */
  amount: number | undefined;
  is7x24: boolean;
  memberSite: string;
  /**
   * The lead this session sent: the popup says so instead of showing an empty form, so that Back,
   * `?form=` or an apply button does not lead to a second application by accident. Null once the
   * visitor asks for another (the confirmation's link, or the panel's button).
   */
  sent: SentLead | null;
}

/** Whether the opener asks for another application on purpose (the confirmation's link). */
const asksForAnother = (opener: HTMLElement | null) => !!opener?.closest('[data-apply-another]');

/**
 * The lead popup itself (its own chunk, mounted by LeadPopup when it first opens). A native modal
 * `<dialog>`: the page behind is inert and does not scroll, focus stays inside, Escape and the
 * close button close it, and focus goes back to what opened it (`openerRef`).
 */
export default function LeadDialog({
  locale,
  copy,
  loanOptions,
  links,
  openerRef,
}: LeadPopupContent & { locale: Locale; openerRef: RefObject<HTMLElement | null> }) {
  const { open, tel } = useLeadPopup();
  const dialog = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const [opening, setOpening] = useState<Opening | null>(null);
  // The body (the form) is shown a frame after the dialog: the tap's own frame draws the dialog's
  // head only, and the form's render and layout (50-100 ms on a phone slowed 4x) come after it.
  const [bodyShown, setBodyShown] = useState(false);
  const titleId = useId();
  // What the form holds, for the 7x24 start-loan button above it.
  const formValues = useRef<LeadFormValues | null>(null);
  const keepValues = useCallback((values: LeadFormValues) => void (formValues.current = values), []);
  const onFormReady = useCallback(() => dialog.current?.open && focusInitial(dialog.current), []);

  // Unmounted while open (its form's code could not be fetched): the page must scroll again.
  useEffect(() => () => document.documentElement.classList.remove('lead-popup-open'), []);

  // Opening and closing the dialog follows the store.
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    const root = document.documentElement;
    if (open && !el.open) {
      openerRef.current ??= document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      root.classList.add('lead-popup-open');
      // The tap's own frame shows the dialog without making the page behind inert: `showModal()`
      // restyles every element of the page (20-40 ms on a phone slowed 4x). It is made modal right
      // after that frame, while its entrance (opacity from 0) has barely begun. The browser focuses
      // the close button (the first control there is) each time; the field gets focus once the
      // body is shown (below).
      el.show();
      afterNextPaint(() => {
        if (!el.open) return;
        el.close();
        el.showModal();
        startTransition(() => {
          const is7x24 = is7x24Path(location.pathname);
          // On the 7x24 page a lead just landed on, the form starts with what was sent, so the start-loan
          // button takes it along without asking again (docs/app-service.md); the quick start's number wins.
          const lead = is7x24 ? leadHandOver() : null;
          setOpening((prev) => ({
            preset: {
              key: (prev?.preset.key ?? 0) + 1,
              loanCode: preselectedLoanCode(location.search, location.pathname),
              mobile: tel || lead?.mobile || undefined,
              lead: lead ?? undefined,
            },
            amount: requestedAmount(location.search),
            is7x24,
            memberSite: document.querySelector<HTMLAnchorElement>('a[data-member-link]')?.href ?? links.memberSite,
            // The 7x24 page just landed on keeps its form (what was sent, for the start-loan button):
            // the same lead sent again is the worker's duplicate, not a second application.
            sent: asksForAnother(openerRef.current) || lead ? null : sentLead(),
          }));
          setBodyShown(true);
        });
      });
    } else if (!open && el.open) {
      setBodyShown(false);
      el.close();
      root.classList.remove('lead-popup-open');
      const back = openerRef.current;
      openerRef.current = null;
      if (back?.isConnected) back.focus();
    }
  }, [open, tel, links.memberSite, openerRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  // Back to this page from the page cache with the popup open (the form as it was sent): the sent
  // panel takes the form's place, so the same lead is not sent twice.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      const sent = event.persisted ? sentLead() : null;
      if (sent) setOpening((prev) => prev && { ...prev, sent });
    };
    addEventListener('pageshow', onShow);
    return () => removeEventListener('pageshow', onShow);
  }, []);
  const applyAgain = () => setOpening((prev) => prev && { ...prev, sent: null });
  // The panel put in the form's place (or the form in the panel's): focus goes to what is there now.
  const showsPanel = !!opening?.sent;
  useEffect(() => {
    if (dialog.current?.open) focusInitial(dialog.current);
  }, [showsPanel]);

  // The body shown (again): focus goes into the form if it is there.
  useEffect(() => {
    if (bodyShown && dialog.current?.open) focusInitial(dialog.current);
  }, [bodyShown]);

  // A press and release both on the backdrop (the dialog element itself, outside its panel) closes.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) closeLeadPopup();
    pressedOnBackdrop.current = false;
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Tab is kept inside (onKeyDown) and the backdrop press is a pointer shortcut: the keyboard closes a modal dialog with Escape (onCancel) or its close button
    <dialog
      ref={dialog}
      className="lead-popup"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the store decides (closing while the form flag is set clears only that flag).
        event.preventDefault();
        closeLeadPopup();
      }}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      <div className="lead-popup__head">
        <h2 id={titleId} className="lead-popup__title">
          {copy.popup.title}
        </h2>
        <button type="button" className="lead-popup__close" onClick={closeLeadPopup} aria-label={copy.popup.close}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {opening?.sent ? (
        <div className="lead-popup__body" hidden={!bodyShown}>
          <SentPanel locale={locale} lead={opening.sent} copy={copy} onAnother={applyAgain} />
        </div>
      ) : opening ? (
        <div className="lead-popup__body" hidden={!bodyShown}>
          {opening.amount ? (
            <p className="lead-popup__amount" data-lead-amount="">
              <span>{copy.popup.amountLabel}</span> <strong>{formatHKD(opening.amount)}</strong>
            </p>
          ) : null}
          {opening.is7x24 ? (
            <div className="lead-popup__app" data-lead-7x24="">
              <StartLoanLink
                locale={locale}
                href={opening.memberSite}
                label={copy.popup.startLoan}
                newWindow={copy.form.newWindow}
                copy={copy.application}
                formValues={formValues}
              />
              <p className="lead-popup__note">{copy.popup.startLoanNote}</p>
              <p className="lead-popup__note">{copy.application.carryOver}</p>
              <div className="lead-popup__download">
                <p className="lead-popup__download-title">{copy.popup.downloadTitle}</p>
                <p className="lead-popup__note">{copy.popup.downloadText}</p>
                <a className="btn btn--ghost lead-popup__download-link" href={links.downloadApp} target="_blank" rel="noopener">
                  {copy.popup.downloadLink}
                  <span className="visually-hidden">{copy.form.newWindow}</span>
                </a>
              </div>
              <h3 className="lead-popup__subheading">{copy.popup.preliminaryHeading}</h3>
              <p className="lead-popup__intro">{copy.popup.or}</p>
            </div>
          ) : (
            <p className="lead-popup__intro">{copy.popup.intro}</p>
          )}
          <Suspense
            fallback={
              <p className="lead-popup__loading" role="status">
                <span className="lead-spinner" aria-hidden="true" />
                {copy.popup.loading}
              </p>
            }
          >
            <LeadFormChunk
              locale={locale}
              copy={copy}
              loanOptions={loanOptions}
              links={links}
              preset={opening.preset}
              onReady={onFormReady}
              onValues={opening.is7x24 ? keepValues : undefined}
            />
          </Suspense>
        </div>
      ) : null}
    </dialog>
  );
}

/** Focus starts in the first field once the form is there (else on the close button). */
function focusInitial(el: HTMLDialogElement) {
  const field = el.querySelector<HTMLElement>('[data-autofocus]');
  if (field) field.focus();
  else el.querySelector<HTMLElement>('.lead-popup__close')?.focus();
}
