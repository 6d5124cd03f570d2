import { useId, useRef, useState, type FormEvent } from 'react';
import { postJson } from '../../browser/leads/api';
import { tagReportPath } from '../../browser/tag-check/api';
import type { TagReportRequest } from '../../shared/tag-check/schema';
import { SuccessPanel } from '../lead/contact-shared';
import { MobileField, TextField } from '../lead/fields';
import { FormEnd } from '../lead/FormEnd';
import { useChecks } from '../lead/use-checks';
import { reportVerdict, todayInHongKong, type ReportField, type ReportValues } from '../../browser/tag-check/report-checks';
import type { ReportCopy } from './types';

const FIELDS: readonly ReportField[] = ['where', 'when', 'note', 'phone'];

/**
 * Where the visitor met a checked tag: the place or channel (required), the date, what happened
 * and a number to call back on (optional, by the lead form's mobile rule), under the personal-data
 * collection statement. Sent to `POST /api/tag/:tagId/report`; on failure what was typed stays.
 */
export function TagReportForm({ tagId, copy }: { tagId: string; copy: ReportCopy }) {
  const { report } = copy;
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;
  const [values, setValues] = useState<ReportValues>({ where: '', when: '', note: '', phone: '' });
  const [phase, setPhase] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [message, setMessage] = useState('');
  const [today] = useState(todayInHongKong);
  const checks = useChecks(reportVerdict(values, today), FIELDS, id);
  const MESSAGES: Record<ReportField, string> = { where: report.errorWhere, when: report.errorWhen, note: report.errorNote, phone: report.errorPhone };
  const errorOf = (field: ReportField) => (checks.errorOf(field) ? MESSAGES[field] : undefined);
  const set = (field: ReportField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    checks.changed(field);
    setMessage('');
  };

  const sending = useRef(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current || !checks.attempt()) return;
    sending.current = true;
    setPhase('sending');
    const body: TagReportRequest = { where: values.where.trim(), when: values.when, note: values.note.trim(), phone: values.phone };
    const result = await postJson(tagReportPath(tagId), body);
    sending.current = false;
    if (result.kind === 'ok') {
      setPhase('sent');
      return;
    }
    if (result.kind === 'invalid') checks.showServerErrors(result.fields);
    setMessage(result.kind === 'retry' ? (result.status === 429 ? report.tooMany : report.unavailable) : report.badRequest);
    setPhase('idle');
  }

  if (phase === 'sent') return <SuccessPanel title={report.thanksTitle} text={report.thanksText} />;

  const busy = phase === 'sending';
  return (
    <section className="lead-section tag-report" aria-labelledby={id('title')}>
      <h3 id={id('title')} className="lead-section__title">
        {report.title}
      </h3>
      <p className="lead-section__intro">{report.intro}</p>
      <form className="lead-form" method="post" noValidate onSubmit={onSubmit} aria-busy={busy} data-tag-report="">
        <TextField
          id={id('where')}
          name="where"
          label={report.where}
          hint={report.whereHint}
          maxLength={200}
          value={values.where}
          onChange={(e) => set('where', e.target.value)}
          onBlur={() => checks.touch('where')}
          error={errorOf('where')}
        />
        <TextField
          id={id('when')}
          name="when"
          type="date"
          label={report.when}
          optional={report.optional}
          max={today}
          value={values.when}
          onChange={(e) => set('when', e.target.value)}
          onBlur={() => checks.touch('when')}
          error={errorOf('when')}
        />
        <NoteField
          id={id('note')}
          copy={report}
          value={values.note}
          onChange={(v) => set('note', v)}
          onBlur={() => checks.touch('note')}
          error={errorOf('note')}
        />
        <MobileField
          id={id('phone')}
          label={report.phone}
          hint={report.phoneHint}
          optional={report.optional}
          value={values.phone}
          onValue={(phone) => set('phone', phone)}
          onBlur={() => checks.touch('phone')}
          error={errorOf('phone')}
        />
        <FormEnd
          notice={copy.notice}
          privacyHref={copy.privacyHref}
          copy={{ newWindow: copy.newWindow, errorSummary: report.errorSummary }}
          summary={{ show: checks.showSummary, attempt: checks.attempts }}
          message={message}
          busy={busy}
          submit={report.submit}
          submitting={report.submitting}
        />
      </form>
    </section>
  );
}

/** What happened, in the visitor's words (optional, up to 1,000 characters). */
function NoteField({
  id,
  copy,
  value,
  onChange,
  onBlur,
  error,
}: {
  id: string;
  copy: ReportCopy['report'];
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="lead-field" data-invalid={error ? '' : undefined}>
      <label className="lead-field__label" htmlFor={id}>
        {copy.note}
        <span className="lead-field__optional">{copy.optional}</span>
      </label>
      <p id={hintId} className="lead-field__hint">
        {copy.noteHint}
      </p>
      <textarea
        id={id}
        name="note"
        className="lead-field__input tag-report__note"
        rows={4}
        maxLength={1000}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      />
      {error ? (
        <p id={errorId} className="lead-error">
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
