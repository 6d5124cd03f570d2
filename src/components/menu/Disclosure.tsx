'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A desktop dropdown (the loan-products mega-menu): a button that shows a server-rendered panel.
 * Escape closes it and returns focus to the button; so do a click outside and leaving by Tab.
 */
export function Disclosure({ label, className, children }: { label: ReactNode; className: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onPointer);
    };
  }, [open]);

  return (
    <div className={className} ref={root} data-open={open ? '' : undefined}>
      <button ref={button} type="button" className="disclosure__button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        {label}
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegation: the click comes from a link inside (Enter on a link clicks it too), the panel itself does nothing */}
      <div
        id={panelId}
        className="disclosure__panel"
        hidden={!open}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a')) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
