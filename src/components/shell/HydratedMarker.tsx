'use client';

import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`), so styles and tests can
 * tell server-rendered markup from a live page. Renders nothing.
 */
export function HydratedMarker() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
