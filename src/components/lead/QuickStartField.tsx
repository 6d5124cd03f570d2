/**
 * The quick-start field for a hero (server component): this locale's strings for the client leaf.
 * Use: `<QuickStartField locale={locale} />`. The lead popup it opens is the layout's.
 */
import type { Locale } from '../../lib/locales';
import { leadCopy } from './copy';
import { QuickStart } from './QuickStart';
import './lead.css';
import './quick-start.css';

export function QuickStartField({ locale }: { locale: Locale }) {
  const { quickStart, form, errors } = leadCopy(locale);
  return <QuickStart copy={{ label: quickStart.label, hint: form.mobileHint, submit: quickStart.submit, error: errors.mobile }} />;
}
