import { useRef, useState, type MouseEvent, type RefObject } from 'react';
import type { ApplicationCopy } from '../../../content/i18n/application.zh-HK';
import type { LeadFormValues } from '../../browser/leads/form-values';
import { MOBILE } from '../../shared/leads/mobile-rule';
import type { Locale } from '../../shared/locales';

interface StartLoanLinkProps {
  locale: Locale;
  /** The member site (the plain link's address, where every failure goes too). */
  href: string;
  label: string;
  newWindow: string;
  copy: ApplicationCopy;
  /** What the popup's lead form holds now (null until the form is there). */
  formValues: RefObject<LeadFormValues | null>;
}

type Phase = 'idle' | 'starting' | 'failed';

/**
 * The 7x24 popup's start-loan button: a link to the member site in a new window, which also
 * takes along what the visitor typed in the popup's form as an application
 * (src/browser/application/start.ts, fetched on the press, so the popup does not grow by it).
 *
 * The new window is opened at once, on the press itself (a window opened after waiting for an
 * answer is what browsers block as a pop-up), shows that the application is starting, and goes
 * to the member site once the site answers: with the application's reference, or plain when
 * there was nothing to carry or the app service failed (the popup then says so, and the form
 * keeps what was typed). Without script, or without a number typed, it is the plain link.
 */
export function StartLoanLink({ locale, href, label, newWindow, copy, formValues }: StartLoanLinkProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const pressed = useRef(false);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A middle or modified click opens the plain link the way the visitor asked.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const values = formValues.current;
    if (!values || !MOBILE.test(values.mobile)) return;
    event.preventDefault();
    // One application at a time: a second press while the first is on its way does nothing.
    if (pressed.current) return;
    pressed.current = true;
    setPhase('starting');
    const win = openWaiting(copy.starting);
    import('../../browser/application/start')
      .then(({ startApplication }) => startApplication(values, locale, href))
      .catch(() => ({ kind: 'failed' as const, url: href }))
      .then((outcome) => {
        go(win, outcome.url);
        setPhase(outcome.kind === 'failed' ? 'failed' : 'idle');
        pressed.current = false;
      });
  };

  return (
    <>
      <a className="btn btn--primary lead-popup__start" href={href} target="_blank" rel="noopener" onClick={onClick} data-start-loan="">
        {label}
        <span className="visually-hidden">{newWindow}</span>
      </a>
      <p className="lead-popup__note lead-popup__start-status" role="status">
        {phase === 'starting' ? copy.starting : phase === 'failed' ? copy.notCarried : ''}
      </p>
    </>
  );
}

/** A new window saying the application is starting; null when the browser refused to open one. */
function openWaiting(text: string): Window | null {
  const win = window.open('', '_blank');
  if (!win) return null;
  // As rel="noopener": the member site gets no handle on this page.
  win.opener = null;
  try {
    win.document.documentElement.lang = document.documentElement.lang;
    win.document.title = text;
    win.document.body.textContent = text;
  } catch {
    // Only a courtesy while the answer comes.
  }
  return win;
}

/** To the member site: in the window opened for it, or in this tab when none could be opened. */
function go(win: Window | null, url: string) {
  if (!win) window.location.assign(url);
  // A window the visitor closed meanwhile stays closed.
  else if (!win.closed) win.location.href = url;
}
