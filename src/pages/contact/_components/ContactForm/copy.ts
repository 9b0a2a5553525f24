import type {ContactCopy} from '../ContactPage/copy';

/** The words of the contact form, part of the contact page's messages (`ContactCopy['form']`). */
export type ContactFormCopy = ContactCopy['form'];
