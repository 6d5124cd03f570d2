import { type RefObject, useEffect, useId } from 'react';
import type { Locale } from '../../../shared/locales';
import COPY from '../../../../content/i18n/generated/wechat-popup.json';

/** The popup's words in one locale (./wechat-popup-content.ts, written by `npm run gen`). */
export interface WeChatPopupCopy {
  title: string;
  text: string;
  closeLabel: string;
  sampleLabel: string;
  qrLabel: string;
}

const copyOf: Record<Locale, WeChatPopupCopy> = COPY;

export interface WeChatPopupProps {
  locale: Locale;
  dialog: RefObject<HTMLDialogElement | null>;
  /** The button that opened it, which gets focus back on close. */
  opener: RefObject<HTMLButtonElement | null>;
}

/**
 * The WeChat QR popup, fetched and mounted by its opener (./WeChatDialog.tsx) on the first press,
 * and opened as it mounts: a native modal `<dialog>`. The browser keeps focus inside it and closes
 * it on Escape; on close, focus goes back to the button that opened it. A click on the backdrop
 * closes it too. The QR code is a SAMPLE placeholder until the real one is supplied. Its words
 * come with this file, every locale's (a few hundred bytes), not with every page; its styles are
 * in ./wechat.css (in every page's stylesheet, src/styles/site.css).
 */
export function WeChatPopup({ locale, dialog, opener }: WeChatPopupProps) {
  const { title, text, closeLabel, sampleLabel, qrLabel } = copyOf[locale];
  // The contact page has two openers, each with its own popup: ids of their own.
  const id = useId();
  useEffect(() => {
    dialog.current?.showModal();
  }, [dialog]);

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the backdrop click is a pointer shortcut: the keyboard closes a modal dialog with Escape (native) or its close button
    <dialog
      ref={dialog}
      className="c-wechat"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={() => opener.current?.focus()}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself, outside its content box.
        if (e.target === dialog.current) dialog.current.close();
      }}
    >
      <div className="c-wechat__box">
        <h2 id={`${id}-title`} className="c-wechat__title">
          {title}
        </h2>
        <p id={`${id}-text`}>{text}</p>
        <SampleQr label={qrLabel} sample={sampleLabel} />
        <button type="button" className="btn btn--primary c-wechat__close" onClick={() => dialog.current?.close()}>
          {closeLabel}
        </button>
      </div>
    </dialog>
  );
}

/** A QR-like pattern marked SAMPLE: it encodes nothing and must be replaced by the real code. */
function SampleQr({ label, sample }: { label: string; sample: string }) {
  const cells: [number, number][] = [];
  // A fixed pseudo-random pattern, the same on every drawing.
  for (let y = 0; y < 21; y += 1) {
    for (let x = 0; x < 21; x += 1) {
      const finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13);
      if (!finder && (x * 7 + y * 13 + x * y) % 5 < 2) cells.push([x, y]);
    }
  }
  const finder = (x: number, y: number) => (
    <g key={`${x}-${y}`}>
      <rect x={x} y={y} width="7" height="7" fill="#111" />
      <rect x={x + 1} y={y + 1} width="5" height="5" fill="#fff" />
      <rect x={x + 2} y={y + 2} width="3" height="3" fill="#111" />
    </g>
  );
  return (
    <figure className="c-wechat__qr">
      <svg width="200" height="200" viewBox="-2 -2 25 25" role="img" aria-label={label}>
        <rect x="-2" y="-2" width="25" height="25" fill="#fff" />
        {cells.map(([x, y]) => (
          <rect key={`${x}-${y}`} x={x} y={y} width="1" height="1" fill="#111" />
        ))}
        {finder(0, 0)}
        {finder(14, 0)}
        {finder(0, 14)}
      </svg>
      <figcaption className="c-wechat__sample">{sample}</figcaption>
    </figure>
  );
}
