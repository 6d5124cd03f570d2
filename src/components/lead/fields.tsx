import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { normalizeMobileInput } from '../../shared/leads/mobile-input';

/**
 * Form fields of the lead, contact and callback forms. Each field's hint and error are linked to
 * the control with aria-describedby; an error also sets aria-invalid. Client-side only: imported
 * by the forms, which are client components.
 */

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

const errorId = (id: string) => `${id}-error`;
const hintId = (id: string) => `${id}-hint`;

function ErrorText({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="lead-error">
      <svg className="lead-error__icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path d="M8 4.25v4.5M8 11.25v.5" stroke="#fff" strokeWidth="1.75" strokeLinecap="round" />
      </svg>
      <span>{message}</span>
    </p>
  );
}

function Label({ htmlFor, label, optional }: { htmlFor?: string; label: ReactNode; optional?: string | undefined }) {
  return (
    <label className="lead-field__label" htmlFor={htmlFor}>
      {label}
      {optional ? <span className="lead-field__optional">{optional}</span> : null}
    </label>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  hint?: string | undefined;
  error?: string | undefined;
  /** The word shown after the label of an optional field ('選填'); required fields show nothing. */
  optional?: string | undefined;
  /** The id of a hint shared with other fields. */
  describedById?: string | undefined;
}

export function TextField({ id, label, hint, error, optional, describedById, ...input }: TextFieldProps) {
  return (
    <div className="lead-field" data-invalid={error ? '' : undefined}>
      <Label htmlFor={id} label={label} optional={optional} />
      {hint ? (
        <p id={hintId(id)} className="lead-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        type="text"
        id={id}
        className="lead-field__input"
        aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-describedby={describedBy(describedById, hint && hintId(id), error && errorId(id))}
        {...input}
      />
      <ErrorText id={id} message={error} />
    </div>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: ReactNode;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
}

export function SelectField({ id, label, placeholder, options, error, ...select }: SelectFieldProps) {
  return (
    <div className="lead-field" data-invalid={error ? '' : undefined}>
      <Label htmlFor={id} label={label} />
      <div className="lead-field__select">
        <select
          id={id}
          className="lead-field__input"
          aria-invalid={error ? true : undefined}
          aria-required
          aria-describedby={describedBy(error && errorId(id))}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <ErrorText id={id} message={error} />
    </div>
  );
}

interface ChoiceGroupProps {
  /** Prefix of the radios' ids: the first radio is `${id}-0`, the one focused on an error. */
  id: string;
  name: string;
  legend: ReactNode;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Narrow options (a title) sit side by side; wider ones (time slots) wrap two to a row. */
  wide?: boolean;
}

/** A radio group shown as a row of large buttons (each at least 44px tall). */
export function ChoiceGroup({ id, name, legend, value, options, onChange, error, wide }: ChoiceGroupProps) {
  return (
    <fieldset
      className="lead-field lead-choices"
      role="radiogroup"
      data-invalid={error ? '' : undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(error && errorId(id))}
    >
      <legend className="lead-field__label">{legend}</legend>
      <div className={wide ? 'lead-choices__options lead-choices__options--wide' : 'lead-choices__options'}>
        {options.map((o, i) => (
          <label key={o.value} className="lead-choice">
            <input
              type="radio"
              id={`${id}-${i}`}
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              aria-describedby={describedBy(error && errorId(id))}
            />
            <span className="lead-choice__label">{o.label}</span>
          </label>
        ))}
      </div>
      <ErrorText id={id} message={error} />
    </fieldset>
  );
}

interface CheckFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  children: ReactNode;
  error?: string | undefined;
  /** Ids of further text describing the box (the opt-in's withdrawal note). */
  describedById?: string | undefined;
  /** A box that must be ticked (the terms) is framed as a group, and shows its error on the frame. */
  required?: boolean;
}

export function CheckField({ id, children, error, describedById, required, ...input }: CheckFieldProps) {
  return (
    <div className={required ? 'lead-check lead-check--required' : 'lead-check'} data-invalid={error ? '' : undefined}>
      <div className="lead-check__row">
        <input
          type="checkbox"
          id={id}
          className="lead-check__box"
          aria-invalid={error ? true : undefined}
          aria-required={required ? true : undefined}
          aria-describedby={describedBy(describedById, error && errorId(id))}
          {...input}
        />
        <label htmlFor={id} className="lead-check__label">
          {children}
        </label>
      </div>
      <ErrorText id={id} message={error} />
    </div>
  );
}

export function Spinner() {
  return <span className="lead-spinner" aria-hidden="true" />;
}

interface MobileFieldProps extends Omit<TextFieldProps, 'name' | 'type' | 'onChange' | 'value'> {
  value: string;
  /** The number as kept: spaces, a +852 prefix and anything past 8 characters removed. */
  onValue: (mobile: string) => void;
}

/** The Hong Kong mobile number field every form shares (docs/product-rules.md §5: at most 8 characters). */
export function MobileField({ onValue, ...field }: MobileFieldProps) {
  return (
    <TextField name="mobile" type="tel" inputMode="numeric" autoComplete="tel" onChange={(e) => onValue(normalizeMobileInput(e.target.value))} {...field} />
  );
}

interface NameFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
}

/**
 * Surname and given name in English, side by side under one hint (as on the identity card). The
 * forms name the two fields differently (last_name/first_name, surname/given_name).
 */
export function EnglishNameFields({
  hintId: nameHintId,
  hint,
  surname,
  given,
  onChange,
  onBlur,
}: {
  hintId: string;
  hint: string;
  surname: NameFieldProps;
  given: NameFieldProps;
  onChange: (name: string, value: string) => void;
  onBlur: (name: string) => void;
}) {
  const field = (f: NameFieldProps, autoComplete: string) => (
    <TextField
      id={f.id}
      name={f.name}
      autoComplete={autoComplete}
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={50}
      describedById={nameHintId}
      label={f.label}
      value={f.value}
      onChange={(e) => onChange(f.name, e.target.value)}
      onBlur={() => onBlur(f.name)}
      error={f.error}
    />
  );
  return (
    <>
      <p id={nameHintId} className="lead-form__hint">
        {hint}
      </p>
      <div className="lead-form__names">
        {field(surname, 'family-name')}
        {field(given, 'given-name')}
      </div>
    </>
  );
}
