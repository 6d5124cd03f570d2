/**
 * The ad platform's conversion tag (docs/product-rules.md §7). Off unless the worker's
 * `AD_CONVERSION_TAG` is on (the edge shows it as `<html data-ad-tag>` with a CSP for the tag's
 * hosts); then the tag's script is loaded only after a lead was taken, the conversion and
 * `short_form_submitted` events are queued for it, and the visitor waits at most `waitMs` for them.
 */
export const AD_TAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

type Gtag = (...args: unknown[]) => void;
interface AdWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

/** The configured tag ('AW-123456789/AbC_d-1'), or null when the switch is off. */
function adTagOf(root: { dataset: DOMStringMap }): string | null {
  const tag = root.dataset.adTag;
  return tag && /^AW-\d{6,12}\/[\w-]{1,40}$/.test(tag) ? tag : null;
}

export function reportAdConversion(leadId: string, options: { waitMs?: number; doc?: Document; win?: AdWindow } = {}): Promise<void> {
  const doc = options.doc ?? document;
  const win = options.win ?? (window as unknown as AdWindow);
  const tag = adTagOf(doc.documentElement);
  if (!tag) return Promise.resolve();
  const account = tag.split('/')[0]!;
  if (!win.gtag) {
    win.dataLayer = win.dataLayer ?? [];
    // The tag's documented bootstrap: calls are queued as `arguments` objects until it loads.
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      win.dataLayer!.push(arguments);
    };
    win.gtag('js', new Date());
    win.gtag('config', account);
    const script = doc.createElement('script');
    script.async = true;
    script.src = `${AD_TAG_SCRIPT}?id=${encodeURIComponent(account)}`;
    doc.head.appendChild(script);
  }
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, options.waitMs ?? 1000);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    win.gtag!('event', 'short_form_submitted', { send_to: account, transaction_id: leadId });
    win.gtag!('event', 'conversion', { send_to: tag, transaction_id: leadId, event_callback: done });
  });
}
