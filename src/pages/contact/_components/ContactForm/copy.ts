import type {ReactNode} from 'react';
import type {ContactField} from '@site/src/lib/contactValidation';

/**
 * The words of the contact form, part of the contact page's copy (`ContactCopy['form']`).
 * Labels and error messages are plain strings; the error functions receive the field's limit
 * from `contactLimits` (src/lib/contactValidation.ts), in characters.
 */
export interface ContactFormCopy {
  /** The label of each field. */
  labels: Record<ContactField, string>;
  /** The message shown under a field for each error code of `validateField`. */
  errors: {
    required: string;
    email: string;
    /** @param max the field's longest accepted length, in characters */
    tooLong: (max: number) => string;
    /** @param min the field's shortest accepted length, in characters */
    tooShort: (min: number) => string;
  };
  /** Shown in place of the form once the endpoint has accepted the message. */
  sent: ReactNode;
  /** Shown above the button when sending failed (the typed values are kept). */
  failed: ReactNode;
  /** The submit button: while sending, after a failure, and otherwise. */
  sending: ReactNode;
  retry: ReactNode;
  send: ReactNode;
}
