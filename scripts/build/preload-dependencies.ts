/**
 * Which files a dynamic import fetches beside its own (Vite's `build.modulePreload.resolveDependencies`).
 * Only the lead popup's files name theirs: the popup is what a held apply tap waits for, and its
 * dialog and form import the form helpers, the formatting and the sent-lead state, which were
 * otherwise fetched only once the dialog's own file had arrived: three round trips one after another
 * on a slow phone instead of one. Every other import names none (each list costs bytes in the
 * importing file, the entry among them), and nothing is fetched that the import would not fetch anyway.
 */
const LEAD_POPUP_FILE = /(^|\/)Lead(Dialog|Form)-[\w-]+\.js$/;
/** The shell, already running when anything is imported. */
const SHELL_FILE = /(^|\/)index-[\w-]+\.js$/;

export function leadPopupDependencies(filename: string, deps: string[], context: { hostType: 'html' | 'js' }): string[] {
  if (context.hostType !== 'js' || !LEAD_POPUP_FILE.test(filename)) return [];
  return deps.filter((dep) => dep.endsWith('.js') && !SHELL_FILE.test(dep));
}
