'use client';

import { useEffect, useRef } from 'react';

/**
 * Enhances the server-rendered announcement bar: on devices that hover, pointing at an item opens
 * its panel (only one at a time, as with tapping). The bar keeps one line at a fixed height (the
 * spec's 48.5px, the same CSS variable sizes the spacer), so nothing needs measuring on resize.
 */
export function AnnouncementBehaviour() {
  const marker = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const bar = marker.current?.closest<HTMLElement>('.announcement');
    if (!bar) return;
    const canHover = window.matchMedia('(hover: hover)');
    const items = [...bar.querySelectorAll<HTMLDetailsElement>('details')];
    const open = (item: HTMLDetailsElement) => {
      if (!canHover.matches) return;
      for (const other of items) other.open = other === item;
    };
    const closeAll = () => {
      if (canHover.matches) for (const item of items) item.open = false;
    };
    const enters = items.map((item) => {
      const onEnter = () => open(item);
      item.addEventListener('pointerenter', onEnter);
      return () => item.removeEventListener('pointerenter', onEnter);
    });
    bar.addEventListener('pointerleave', closeAll);
    return () => {
      enters.forEach((off) => off());
      bar.removeEventListener('pointerleave', closeAll);
    };
  }, []);

  return <span ref={marker} hidden />;
}
