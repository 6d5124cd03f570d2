'use client';

import { type ComponentType, useRef, useState } from 'react';
import type { Locale } from '../../../shared/locales';
import type { WeChatPopupProps } from './WeChatPopup';

const ignore = () => undefined;

// The popup (its <dialog> and QR drawing) is a file of its own, requested once per page life on
// the first sign of intent: pointing at, touching or focusing an opener. A failed fetch is not
// retried in this document (the browser keeps the failure for the module's address); the button
// then does nothing.
let popupChunk: Promise<typeof import('./WeChatPopup')> | undefined;
const loadPopup = () => (popupChunk ??= import('./WeChatPopup'));
const warmUp = () => void loadPopup().catch(ignore);

/**
 * The button that opens the WeChat QR popup (./WeChatPopup.tsx): in the footer of every page of
 * the default layout (docs/product-rules.md §1, §2) and among the contact page's channels. It is
 * a shell island, hydrated with the page, not a deferred one (src/components/lazy/island-code.ts): an
 * island of the layout left unhydrated would hold every client-side navigation until its code
 * came (docs/architecture.md, "What loads when"). Only the button is in the page; the popup is
 * rendered on the first press and stays mounted, closed, afterwards.
 */
export function WeChatDialog({
  locale,
  buttonLabel,
  track,
  openerClassName = 'btn btn--ghost c-wechat__open',
}: {
  /** The popup's language: its words come with its code. */
  locale: Locale;
  buttonLabel: string;
  /** The button's click-tracking tag (`data-track`, section:action). */
  track?: string;
  /** The button's classes (the footer draws it as one of its social links). */
  openerClassName?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [Popup, setPopup] = useState<ComponentType<WeChatPopupProps> | null>(null);
  const open = () => {
    if (dialog.current) dialog.current.showModal();
    // The popup opens itself once mounted.
    else loadPopup().then(({ WeChatPopup }) => setPopup(() => WeChatPopup), ignore);
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={openerClassName}
        aria-haspopup="dialog"
        data-track={track}
        // A mouse pointing at it, a finger touching it (pointerenter comes before pointerdown), focus.
        onPointerEnter={warmUp}
        onFocus={warmUp}
        onClick={open}
      >
        {buttonLabel}
      </button>
      {Popup && <Popup locale={locale} dialog={dialog} opener={opener} />}
    </>
  );
}
