/**
 * A labelled field with its hint and its error under it. The error is tied
 * to the control (aria-describedby, aria-invalid), so a screen reader reads
 * it with the field; what was typed stays in the field.
 */
import { useId, type ChangeEvent, type ReactNode, type Ref } from 'react';
import styles from './form.module.css';

interface Common {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  wide?: boolean;
}

function useDescribed(name: string, hint: ReactNode, error: string | undefined) {
  const id = `${useId()}${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

function Frame({ id, label, hint, hintId, error, errorId, wide, children }: { id: string; label: string; hint?: ReactNode; hintId?: string; error?: string; errorId?: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className={styles.error} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps extends Common {
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url' | 'number' | 'date';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel' | 'url' | 'search';
  list?: string;
  multiline?: boolean;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  maxLength?: number;
  /** An example of what to type, for a search field whose label says enough (never instead of a label). */
  placeholder?: string;
}

export function TextField({ label, name, value, onChange, error, hint, required, wide, type = 'text', autoComplete, inputMode, list, multiline, inputRef, maxLength, placeholder }: TextFieldProps) {
  const { id, hintId, errorId, describedBy } = useDescribed(name, hint, error);
  const common = {
    id,
    name,
    value,
    className: styles.control,
    required,
    maxLength,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.currentTarget.value),
  };
  return (
    <Frame id={id} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId} wide={wide}>
      {multiline ? <textarea {...common} ref={inputRef} rows={8} /> : <input {...common} ref={inputRef} type={type} autoComplete={autoComplete} inputMode={inputMode} list={list} />}
    </Frame>
  );
}

interface SelectFieldProps extends Common {
  options: readonly (readonly [value: string, label: string])[];
}

export function SelectField({ label, name, value, onChange, error, hint, required, wide, options }: SelectFieldProps) {
  const { id, hintId, errorId, describedBy } = useDescribed(name, hint, error);
  return (
    <Frame id={id} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId} wide={wide}>
      <select
        id={id}
        name={name}
        value={value}
        className={styles.control}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export { styles as formStyles };
