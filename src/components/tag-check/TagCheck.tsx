'use client';

import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { checkTag, type TagRecord } from '../../browser/tag-check/api';
import type { Locale } from '../../shared/locales';
import { normalizeTagId, TAG_ID } from '../../shared/tag-check/tag-id';
import { TagResult } from './TagResult';
import type { TagCheckIslandCopy } from './types';
import { unlessLeft } from '../../browser/chunks/leaving';

// The report form (its fields, checks and zod) is fetched once there is an answer to report on:
// most visitors only check.
const TagReportForm = lazy(() => unlessLeft(import('./TagReportForm')).then((m) => ({ default: m.TagReportForm })));

type Phase = 'idle' | 'checking' | 'answered' | 'unavailable';

/**
 * The tag check (docs/app-service.md): the code printed on a staff card, a letter or a leaflet,
 * checked by the worker's rule before any request, then `GET /api/tag/:tagId`; the answer stated
 * in a live region, then the form to report where the item was met. When the service cannot be
 * reached, the code stays in the field, with a way to try again and the hotline to call instead.
 * A link can carry the code (`?tag=`, as a printed QR code would): it is checked on arrival.
 */
export function TagCheck({ locale, copy }: { locale: Locale; copy: TagCheckIslandCopy }) {
  const { form, unavailable } = copy.tool;
  const uid = useId();
  const fieldId = `${uid}-tag`;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [tag, setTag] = useState('');
  const [error, setError] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [record, setRecord] = useState<TagRecord | null>(null);
  // Counts the checks, so the same message after another failed try is announced again.
  const [attempt, setAttempt] = useState(0);
  const checking = useRef(false);

  async function check(raw: string) {
    if (checking.current) return;
    const tagId = normalizeTagId(raw);
    setTag(tagId);
    if (!TAG_ID.test(tagId)) {
      setError(tagId === '' ? form.required : form.malformed);
      setAttempt((n) => n + 1);
      input.current?.focus();
      return;
    }
    setError('');
    setPhase('checking');
    checking.current = true;
    const answer = await checkTag(tagId);
    checking.current = false;
    setAttempt((n) => n + 1);
    if (answer.kind === 'ok') {
      setRecord(answer.record);
      setPhase('answered');
    } else if (answer.kind === 'invalid') {
      setError(form.malformed);
      setPhase('idle');
      input.current?.focus();
    } else {
      setPhase('unavailable');
    }
  }

  // A link that carries the code: fill the field and check it once, on arrival.
  useEffect(() => {
    const fromLink = new URLSearchParams(window.location.search).get('tag');
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is only known in the browser, after hydration
    if (fromLink) void check(fromLink);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void check(tag);
  }

  const busy = phase === 'checking';
  return (
    <div className="tag-check" data-tag-check="">
      <form className="lead-form tag-check__form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <div className="lead-field" data-invalid={error ? '' : undefined}>
          <label className="lead-field__label" htmlFor={fieldId}>
            {form.label}
          </label>
          <p id={hintId} className="lead-field__hint">
            {form.hint}
          </p>
          <div className="tag-check__row">
            <input
              ref={input}
              id={fieldId}
              name="tag"
              type="text"
              className="lead-field__input tag-check__input"
              value={tag}
              onChange={(e) => {
                setTag(e.target.value);
                setError('');
              }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            />
            <button type="submit" className="btn btn--primary tag-check__submit" disabled={busy}>
              {busy ? <span className="lead-spinner" aria-hidden="true" /> : null}
              <span>{busy ? form.checking : form.submit}</span>
            </button>
          </div>
          {error ? (
            // An alert: the field may keep the focus (Enter pressed in it), so moving the focus there
            // would not read the message out.
            <p id={errorId} className="lead-error" role="alert" key={attempt}>
              <svg className="lead-error__icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <circle cx="8" cy="8" r="7" fill="currentColor" />
                <path d="M8 4.25v4.5M8 11.25v.5" stroke="#fff" strokeWidth="1.75" strokeLinecap="round" />
              </svg>
              <span>{error}</span>
            </p>
          ) : null}
        </div>
      </form>
      <div className="tag-check__answer" role="status" aria-live="polite" data-tag-answer="">
        {phase === 'answered' && record ? <TagResult record={record} locale={locale} copy={copy} /> : null}
        {phase === 'unavailable' ? (
          <p className="tag-check__unavailable" key={attempt} data-tag-unavailable="">
            {unavailable.check}
          </p>
        ) : null}
      </div>
      {phase === 'unavailable' ? (
        <div className="c-actions tag-check__ways">
          <button type="button" className="btn btn--primary" onClick={() => void check(tag)}>
            {unavailable.retry}
          </button>
          <a className="btn btn--ghost" href={copy.hotline.href}>
            {copy.hotline.label}
          </a>
        </div>
      ) : null}
      {phase === 'answered' && record ? (
        <Suspense fallback={null}>
          <TagReportForm
            key={record.tagId}
            tagId={record.tagId}
            copy={{ report: copy.tool.report, notice: copy.tool.notice, privacyHref: copy.privacyHref, newWindow: copy.newWindow }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
