import React, {useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {interpolate} from '@docusaurus/Interpolate';
import {
  contactFields,
  contactLimits,
  emptyContact,
  toPayload,
  validateContact,
  validateField,
  type ContactErrorCode,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '@site/src/lib/contactValidation';
import {fieldControl} from '@site/src/components/FormField';
import type {ContactFormCopy} from './copy';
import styles from './styles.module.css';

/** Props of the contact form. */
export type ContactFormProps = {
  /** Absolute URL that receives the form as JSON by POST (from CONTACT_ENDPOINT). */
  endpoint: string;
  /** The form's labels, error and status messages (the contact page's `copy.form`). */
  copy: ContactFormCopy;
};

type Status = 'idle' | 'sending' | 'sent' | 'failed';

/** The message shown under `field` for error `code`, with the field's limit where it has one. */
function errorText(
  copy: ContactFormCopy['errors'],
  field: ContactField,
  code: ContactErrorCode,
): string {
  const {min, max} = contactLimits[field];
  switch (code) {
    case 'required':
      return copy.required;
    case 'email':
      return copy.email;
    case 'tooLong':
      return interpolate(copy.tooLong, {max});
    case 'tooShort':
      return interpolate(copy.tooShort, {min});
  }
}

/**
 * Contact form: name, email, subject, message, with inline validation.
 *
 * On submit it POSTs `{name, email, subject, message, language}` as JSON to
 * `endpoint`. A 2xx answer shows a confirmation; anything else (network error,
 * non-2xx) keeps every typed value and offers to send again. A hidden honeypot
 * field catches bots: when filled, nothing is sent. Every word comes from `copy`.
 */
export default function ContactForm({endpoint, copy}: ContactFormProps): ReactNode {
  const {i18n} = useDocusaurusContext();
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [status, setStatus] = useState<Status>('idle');
  const [honeypot, setHoneypot] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();

  const update = (field: ContactField, value: string) => {
    setValues((v) => ({...v, [field]: value}));
    if (touched[field]) {
      setErrors((e) => ({...e, [field]: validateField(field, value) ?? undefined}));
    }
  };

  const blur = (field: ContactField) => {
    setTouched((t) => ({...t, [field]: true}));
    setErrors((e) => ({...e, [field]: validateField(field, values[field]) ?? undefined}));
  };

  const send = async () => {
    setStatus('sending');
    if (honeypot) {
      setStatus('sent');
      return;
    }
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify(toPayload(values, i18n.currentLocale)),
      });
      if (!response.ok) {
        throw new Error(`HTTP ${response.status}`);
      }
      setStatus('sent');
      setValues(emptyContact);
    } catch {
      setStatus('failed');
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    setTouched({name: true, email: true, subject: true, message: true});
    const first = contactFields.find((f) => found[f]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    void send();
  };

  if (status === 'sent') {
    return (
      <div className={clsx('alert alert--success', styles.result)} role="status">
        {copy.sent}
      </div>
    );
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {contactFields.map((field) => {
        const id = `${idPrefix}-${field}`;
        const errorId = `${id}-error`;
        const error = errors[field];
        const common = {
          id,
          name: field,
          value: values[field],
          maxLength: contactLimits[field].max,
          required: true,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          onBlur: () => blur(field),
          className: clsx(fieldControl, error && styles.inputError),
        };
        return (
          <div key={field} className={styles.field}>
            <label htmlFor={id} className={styles.label}>
              {copy.labels[field]}
            </label>
            {field === 'message' ? (
              <textarea {...common} rows={8} onChange={(e) => update(field, e.target.value)} />
            ) : (
              <input
                {...common}
                type={field === 'email' ? 'email' : 'text'}
                autoComplete={field === 'name' ? 'name' : field === 'email' ? 'email' : 'off'}
                onChange={(e) => update(field, e.target.value)}
              />
            )}
            {error && (
              <p id={errorId} className={styles.error}>
                {errorText(copy.errors, field, error)}
              </p>
            )}
          </div>
        );
      })}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${idPrefix}-website`}>Website</label>
        <input
          id={`${idPrefix}-website`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>
      {status === 'failed' && (
        <div className={clsx('alert alert--danger', styles.result)} role="alert">
          {copy.failed}
        </div>
      )}
      <button
        type="submit"
        className="button button--primary button--lg"
        disabled={status === 'sending'}>
        {status === 'sending' ? copy.sending : status === 'failed' ? copy.retry : copy.send}
      </button>
    </form>
  );
}
