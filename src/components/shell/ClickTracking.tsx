'use client';

import { useEffect } from 'react';
import { trackTaggedClicks } from '../../browser/leads/track';

/**
 * Sends a `page_section_action` event for each click on an element tagged
 * `data-track="section:action"` (one listener on the document, so the tags stay plain attributes in
 * the server's markup). Mounted by every layout, the SME one included. Renders nothing.
 */
export function ClickTracking() {
  useEffect(() => trackTaggedClicks(), []);
  return null;
}
