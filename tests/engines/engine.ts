/**
 * What the journeys ask of a browser, whatever drives it: Firefox over WebDriver BiDi
 * (./firefox.ts) or WebKitGTK over WebDriver (./webkit.ts). Elements are found in the page by a
 * Target and then acted on by the driver's own input (a real click, real keys), as a visitor would.
 */
export interface Target {
  /** CSS selector of the element; with `label`, of the root to search in. */
  css?: string;
  /** A form control by the text of its <label> (or its aria-label). */
  label?: string;
  /** Only elements whose text (or aria-label) contains this. */
  text?: string;
}

export interface EnginePage {
  readonly name: string;
  readonly version: string;
  /** Loads a path of the site and waits for its load event. */
  goto(path: string): Promise<void>;
  /** The viewport's size in CSS pixels (the engine's nearest, for WebKit's minimum width). */
  resize(width: number, height: number): Promise<{ width: number; height: number }>;
  /** Runs `fn` in the page with JSON arguments and returns its JSON result. */
  run<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<T>;
  /** Evaluates a script expression in the page (one written as source, like the layout check). */
  evaluate<T>(expression: string): Promise<T>;
  click(target: Target): Promise<void>;
  /** Replaces the text of a field with `text`, typed key by key. */
  type(target: Target, text: string): Promise<void>;
  /** Picks an option of a <select> by its value. */
  select(target: Target, value: string): Promise<void>;
  press(key: 'Escape' | 'Tab' | 'Enter'): Promise<void>;
  back(): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The page script that finds a Target: the first match that is rendered (has a box), searched in
 * each root in turn. Passed to the page as source, so it must not close over anything.
 */
export function findTarget(target: Target): Element | null {
  const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const roots: (Document | Element)[] = target.label && target.css ? Array.from(document.querySelectorAll(target.css)) : [document];
  for (const root of roots) {
    let found: Element[];
    if (target.label) {
      const label = target.label;
      found = Array.from(root.querySelectorAll('input, select, textarea')).filter(
        (el) =>
          Array.from((el as HTMLInputElement).labels ?? []).some((l) => norm(l.textContent).includes(label)) || norm(el.getAttribute('aria-label')) === label,
      );
    } else {
      found = Array.from(root.querySelectorAll(target.css ?? '*'));
    }
    if (target.text) {
      const text = target.text;
      found = found.filter((el) => norm(el.textContent).includes(text) || norm(el.getAttribute('aria-label')).includes(text));
    }
    const first = found.find(shown);
    if (first) return first;
  }
  return null;
}

export const describeTarget = (t: Target) => JSON.stringify(t);

/** Waits until `fn` is true in the page, polling; throws after `timeoutMs`. */
export async function waitUntil(page: EnginePage, fn: () => boolean, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!(await page.run(fn))) {
    if (Date.now() - started > timeoutMs) throw new Error(`${page.name}: still not true after ${timeoutMs} ms: ${fn.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
