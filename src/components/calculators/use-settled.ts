import { useEffect, useRef, useState } from 'react';

/**
 * The message once it has stopped changing for `delay` ms: what the live region announces. Every
 * keystroke and slider step changes the figures; announcing each would talk over the visitor, so
 * only the settled result is read out. Nothing is announced on page load.
 */
export function useSettled(message: string, delay = 1000): string {
  const [settled, setSettled] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => setSettled(message), delay);
    return () => clearTimeout(timer);
  }, [message, delay]);
  return settled;
}
