import type { InputHTMLAttributes } from 'react';
import { Field } from './field';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  error?: string | null;
}

/** A labelled input with its hint and error announced to assistive tech. */
export function TextField({ label, hint, error, id, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => <input {...input} {...control} className="field__input" />}
    </Field>
  );
}
