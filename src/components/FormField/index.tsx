import {useId, type ReactNode, type Ref} from 'react';
import styles from './styles.module.css';

/**
 * Class name of the site's form controls (`<input>`, `<select>`, `<textarea>`): one look for the
 * filter forms, the contact form and the install command builder, with a border that stands out
 * from the page in both colour modes.
 */
export const fieldControl: string = styles.control!;

/** A field: its label above the control `children` (with the id `id`). */
function Field({id, label, children}: {id: string; label: ReactNode; children: ReactNode}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** Props of {@link SearchField}. */
export type SearchFieldProps = {
  /** Visible label above the box. */
  label: ReactNode;
  /** Help line under the box, also its accessible description. */
  hint: ReactNode;
  /** Examples of what to type. */
  placeholder: string;
  value: string;
  /** Longest text accepted, in characters. */
  maxLength: number;
  /** Called with the new text on every keystroke. */
  onChange: (text: string) => void;
  /** Receives the box, so the page can move focus to it. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A labelled search box with a help line under it, as the filter forms of the
 * integrations directory and the Zigbee device page show it. No autocomplete
 * or spell check: people type names and model numbers.
 */
export function SearchField({
  label,
  hint,
  inputRef,
  onChange,
  ...input
}: SearchFieldProps): ReactNode {
  const id = useId();
  return (
    <Field id={id} label={label}>
      <input
        {...input}
        id={id}
        ref={inputRef}
        type="search"
        className={fieldControl}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
    </Field>
  );
}

/** Props of {@link SelectField}. */
export type SelectFieldProps = {
  /** Visible label above the choice. */
  label: ReactNode;
  /** The chosen value, `''` for the first option (no choice). */
  value: string;
  /** The options in order: the first one, with value `''`, means "any". */
  options: readonly {value: string; label: string}[];
  /** Called with the chosen value (`''` for the first option). */
  onChange: (value: string) => void;
};

/** A labelled drop-down choice, styled like {@link SearchField}. */
export function SelectField({label, value, options, onChange}: SelectFieldProps): ReactNode {
  const id = useId();
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        className={fieldControl}
        value={value}
        onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Props of {@link FilterForm}. */
export type FilterFormProps = {
  /** Accessible name of the form (the search landmark). */
  label: string;
  className?: string;
  /** Its fields. */
  children: ReactNode;
};

/**
 * A search landmark around filter fields that apply as the visitor types: pressing Enter submits
 * nothing and reloads nothing.
 */
export function FilterForm({label, className, children}: FilterFormProps): ReactNode {
  return (
    <form
      role="search"
      className={className}
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}>
      {children}
    </form>
  );
}
