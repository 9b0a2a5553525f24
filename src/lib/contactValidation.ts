/**
 * Contact form model and validation, shared by the contact page and its tests.
 * Pure functions: no DOM, no translation (error codes are mapped to
 * translated messages by the form).
 */

/** What the visitor types. All values are raw strings as typed. */
export type ContactValues = {
  name: string;
  email: string;
  subject: string;
  message: string;
};

/** Field names of the contact form. */
export type ContactField = keyof ContactValues;

/** Why a field is invalid. */
export type ContactErrorCode = 'required' | 'email' | 'tooLong' | 'tooShort';

/** Errors by field; a field without error is absent. */
export type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;

/** Length limits in characters, after trimming. */
export const contactLimits = {
  name: {min: 1, max: 100},
  email: {min: 3, max: 254},
  subject: {min: 1, max: 150},
  message: {min: 10, max: 5000},
} as const satisfies Record<ContactField, {min: number; max: number}>;

/** Order in which fields appear, and in which the first error gets focus. */
export const contactFields: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

/** Empty form. */
export const emptyContact: ContactValues = {name: '', email: '', subject: '', message: ''};

// One "@", no spaces, a dot in the domain part. Deliberately simple: the
// server decides in the end; this only catches typing mistakes.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks one field.
 * @returns the error code, or null when the value is acceptable.
 */
export function validateField(field: ContactField, value: string): ContactErrorCode | null {
  const trimmed = value.trim();
  const {min, max} = contactLimits[field];
  if (trimmed.length === 0) {
    return 'required';
  }
  if (trimmed.length > max) {
    return 'tooLong';
  }
  if (field === 'email' && !emailPattern.test(trimmed)) {
    return 'email';
  }
  if (trimmed.length < min) {
    return 'tooShort';
  }
  return null;
}

/**
 * Checks every field.
 * @returns the errors by field (an empty object when the form can be sent).
 */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of contactFields) {
    const error = validateField(field, values[field]);
    if (error) {
      errors[field] = error;
    }
  }
  return errors;
}

/** JSON body posted to the contact endpoint. */
export type ContactPayload = ContactValues & {language: string};

/** Builds the JSON body: trimmed values plus the page's locale. */
export function toPayload(values: ContactValues, language: string): ContactPayload {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
    language,
  };
}
