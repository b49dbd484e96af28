// Form pieces beside TextField: a text area, a select and radio buttons as cards, each labelled and
// with its hint and error announced.
import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { Field } from './field';
import './form-fields.css';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  error?: string | null;
}

export function TextAreaField({ label, hint, error, id, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => <textarea {...textarea} {...control} className="field__input field__textarea" />}
    </Field>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}

export function SelectField({ label, hint, error, id, children, ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <select {...select} {...control} className="field__input">
          {children}
        </select>
      )}
    </Field>
  );
}

interface ChoiceProps {
  name: string;
  value: string;
  checked: boolean;
  onSelect: (value: string) => void;
  title: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  children?: ReactNode;
}

/** A radio button as a card: the whole card is its label. */
export function Choice({
  name,
  value,
  checked,
  onSelect,
  title,
  description,
  disabled,
  children,
}: ChoiceProps) {
  const id = useId();
  return (
    <label
      className={`choice${checked ? ' choice--checked' : ''}${disabled ? ' choice--disabled' : ''}`}
      htmlFor={id}
    >
      <input
        id={id}
        className="choice__input"
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onSelect(value)}
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
      />
      <span className="choice__body">
        <span className="choice__title" id={`${id}-title`}>
          {title}
        </span>
        {description ? (
          <span className="choice__description" id={`${id}-description`}>
            {description}
          </span>
        ) : null}
        {children}
      </span>
    </label>
  );
}

/** A group of choices with its question as the legend and its error announced. */
export function ChoiceGroup({
  legend,
  error,
  children,
}: {
  legend: string;
  error?: string | null;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset className="choice-group" aria-describedby={error ? errorId : undefined}>
      <legend className="choice-group__legend">{legend}</legend>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
      <div className="choice-group__list">{children}</div>
    </fieldset>
  );
}
