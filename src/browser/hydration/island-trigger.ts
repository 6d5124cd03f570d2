/**
 * When a deferred island's code is fetched: once its part of the page comes within half a screen
 * of the viewport or is first pressed, touched, focused or hovered (at once on a page whose HTML has
 * no such island). The island's lazy component waits for `whenIslandNeeded` before it imports the
 * code (src/components/lazy/IslandCode.tsx). Clicks, submissions and typing inside an island not
 * yet hydrated are held and given to it once it is live (`islandHydrated`), so nothing is lost
 * (docs/architecture.md, "Pages").
 */
const FIRST_USE = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'mouseover'] as const;
const HELD = ['click', 'submit'] as const;
const TYPED = ['input', 'change'] as const;

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A click on a field or its label does what it does without the island (focus, a checkbox or a
 * radio ticked): it is let through, and the field's new state is given to React with what was
 * typed. Only a click that needs the island's code (a button, a link) is held.
 */
const togglesNatively = (target: EventTarget | null) => {
  const field = target instanceof Element ? target.closest('input, select, textarea, label') : null;
  return !!field && !(field instanceof HTMLInputElement && ['submit', 'button', 'image', 'reset'].includes(field.type));
};
const isField = (target: EventTarget | null): target is FieldElement =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

interface Watch {
  needed: Promise<void>;
  /** Fetches the island's code now. */
  need: () => void;
  hydrated: () => void;
}

const islands = new Map<string, Watch>();
let everyIslandNeeded = false;

export function whenIslandNeeded(name: string): Promise<void> {
  let island = islands.get(name);
  if (!island) {
    island = watch(name);
    islands.set(name, island);
  }
  return island.needed;
}

export function islandHydrated(name: string): void {
  islands.get(name)?.hydrated();
}

/**
 * Every island's code now, and at once for any island after: the dev server re-renders the page
 * when a server component changes, and React holds such an update until every island it touches
 * is hydrated (an update cannot reach server HTML React has not hydrated).
 */
export function needEveryIsland(): void {
  everyIslandNeeded = true;
  for (const island of islands.values()) island.need();
}

function watch(name: string): Watch {
  const selector = `[data-island="${name}"]`;
  const inside = (target: EventTarget | null) => target instanceof Element && target.closest(selector) !== null;

  const held: Event[] = [];
  const typed = new Map<FieldElement, string | boolean>();
  const note = (event: Event) => {
    const field = event.target;
    if (!isField(field) || !inside(field)) return;
    typed.set(field, field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? field.checked : field.value);
  };
  const hold = (event: Event) => {
    if (!inside(event.target) || (event.type === 'click' && togglesNatively(event.target))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event);
    needed();
  };
  for (const type of TYPED) window.addEventListener(type, note, true);
  for (const type of HELD) window.addEventListener(type, hold, true);

  let resolveNeeded!: () => void;
  const promise = new Promise<void>((resolve) => (resolveNeeded = resolve));
  let roots: HTMLElement[] = [];
  let observer: IntersectionObserver | undefined;
  let emptied: MutationObserver | undefined;
  function needed() {
    observer?.disconnect();
    emptied?.disconnect();
    for (const root of roots) for (const type of FIRST_USE) root.removeEventListener(type, needed, true);
    resolveNeeded();
  }
  // React may read the page's payload while the HTML is still being parsed (the browser entry can
  // arrive first): the island's element is looked for once the document is whole.
  const start = () => {
    roots = [...document.querySelectorAll<HTMLElement>(selector)];
    if (roots.length === 0 || everyIslandNeeded || typeof IntersectionObserver === 'undefined') {
      needed();
      return;
    }
    observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && needed(), { rootMargin: '50% 0px' });
    // React gives up the server HTML of an island it has not hydrated when something above it
    // changes first (a context's value, say): it renders the island itself, and shows nothing
    // until the code is there. Nothing would then be left to see or touch, so the code comes now.
    emptied = new MutationObserver(() => roots.some((root) => root.childElementCount === 0) && needed());
    for (const root of roots) {
      // The wrapper has no box (display: contents): its children are what is seen.
      for (const child of root.children) observer.observe(child);
      for (const type of FIRST_USE) root.addEventListener(type, needed, { capture: true, passive: true });
      emptied.observe(root, { childList: true });
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();

  return {
    needed: promise,
    need: needed,
    hydrated() {
      for (const type of HELD) window.removeEventListener(type, hold, true);
      // What was typed first, then what was clicked, each in a task of its own: React commits what
      // one change did before the next comes, and the island's own start-up effects (a form
      // restoring a saved draft) have run before any of it. Typing goes on meanwhile, now seen by
      // React too: each field's value is read when its turn comes, so a key pressed between the
      // hydration and the replay is not undone by the value noted before it.
      const steps = [
        ...[...typed.keys()].map((field) => () => field.isConnected && replayTyped(field, typed.get(field)!)),
        ...held.map((event) => () => replayHeld(event)),
      ];
      const next = () => {
        const step = steps.shift();
        if (!step) {
          for (const type of TYPED) window.removeEventListener(type, note, true);
          return;
        }
        step();
        setTimeout(next, 0);
      };
      setTimeout(next, 0);
    },
  };
}

/**
 * Gives a field's value, set before its island hydrated, to React's onChange. React reads a text
 * field's change only when the value differs from the one it last saw (it keeps that value on the
 * element's own `value` property), so the field is first set through that property to something
 * else and then, past it, to the value, as a visitor's typing would
 * (https://github.com/facebook/react/issues/10135). A checkbox or radio is clicked into the state
 * it had; a select fires `change`, which React always reads.
 */
function replayTyped(field: FieldElement, value: string | boolean) {
  if (typeof value === 'boolean') {
    const box = field as HTMLInputElement;
    box.checked = !value;
    box.click();
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function replayHeld(event: Event) {
  const target = event.target as HTMLElement;
  if (!target.isConnected) return;
  if (event.type === 'submit') (target as HTMLFormElement).requestSubmit();
  else target.click();
}
