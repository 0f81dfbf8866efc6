import { useId } from 'react';
import { RequiredMark } from './RequiredMark.js';

export interface CheckboxGroupProps<V extends string> {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V[];
  onChange: (value: V[]) => void;
  required?: boolean;
  hint?: string;
  error?: string | undefined;
}

/** A fieldset of checkboxes choosing several values; its hint and error describe the group. */
export function CheckboxGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  required,
  hint,
  error,
}: CheckboxGroupProps<V>) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const toggle = (option: V, checked: boolean) =>
    onChange(checked ? [...value, option] : value.filter((v) => v !== option));
  return (
    <fieldset
      className="eb-fieldset"
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="eb-label">
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className="eb-row">
        {options.map((option) => (
          <label key={option.value} className="eb-checkbox">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={value.includes(option.value)}
              onChange={(e) => toggle(option.value, e.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {hint ? (
        <p className="eb-field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <p className="eb-field-error" id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error}
      </p>
    </fieldset>
  );
}
