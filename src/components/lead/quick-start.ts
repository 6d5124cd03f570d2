import { MOBILE } from '../../shared/leads/mobile-rule';
import { normalizeMobileInput } from '../../shared/leads/mobile-input';

/** The quick-start field's fixed ids (one field per page, in the hero). */
export const QUICK_START = {
  inputId: 'quick-start-mobile',
  hintId: 'quick-start-hint',
  errorId: 'quick-start-error',
} as const;

const FORM = 'form[data-quick-start]';

function parts(form: Element) {
  const input = form.querySelector<HTMLInputElement>(`#${QUICK_START.inputId}`);
  const error = form.querySelector<HTMLElement>(`#${QUICK_START.errorId}`);
  return input && error ? { input, error } : null;
}

/** Shows or hides the form's mobile message, and links it to the field while it shows. */
function showError(input: HTMLInputElement, error: HTMLElement, on: boolean) {
  error.hidden = !on;
  if (on) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
  input.setAttribute('aria-describedby', on ? `${QUICK_START.hintId} ${QUICK_START.errorId}` : QUICK_START.hintId);
}

/**
 * The quick-start field's behaviour (QuickStartField renders it), as listeners on the document so
 * a field a client navigation brings is served too. Checked by the lead form's own rule
 * (mobile-rule.ts) and trimmed as the form trims what is typed (mobile-input.ts). `open` gets a
 * valid number. Returns the function that removes the listeners.
 */
export function enhanceQuickStart(open: (tel: string) => void): () => void {
  const onSubmit = (event: SubmitEvent) => {
    const form = (event.target as Element | null)?.closest?.(FORM);
    const found = form && parts(form);
    if (!found) return;
    event.preventDefault();
    const { input, error } = found;
    const mobile = normalizeMobileInput(input.value);
    input.value = mobile;
    const valid = MOBILE.test(mobile);
    showError(input, error, !valid);
    if (valid) open(mobile);
    // Refused: the field takes the focus, and is read out with the message describing it.
    else input.focus();
  };
  const onInput = (event: Event) => {
    const form = (event.target as Element | null)?.closest?.(FORM);
    const found = form && parts(form);
    if (!found || event.target !== found.input) return;
    const { input, error } = found;
    const kept = normalizeMobileInput(input.value);
    if (kept !== input.value) input.value = kept;
    // Once shown, the message follows the number, as in the form.
    if (!error.hidden && MOBILE.test(kept)) showError(input, error, false);
  };
  document.addEventListener('submit', onSubmit);
  document.addEventListener('input', onInput);
  return () => {
    document.removeEventListener('submit', onSubmit);
    document.removeEventListener('input', onInput);
  };
}
