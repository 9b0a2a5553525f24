import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  toPayload,
  validateContact,
  validateField,
  contactLimits,
} from '../../src/lib/contactValidation.ts';

test('required fields', () => {
  assert.deepEqual(validateContact({name: '', email: ' ', subject: '', message: ''}), {
    name: 'required',
    email: 'required',
    subject: 'required',
    message: 'required',
  });
});

test('email format', () => {
  assert.equal(validateField('email', 'ada@example.com'), null);
  assert.equal(validateField('email', 'ada@example'), 'email');
  assert.equal(validateField('email', 'ada example.com'), 'email');
});

test('length limits', () => {
  assert.equal(validateField('message', 'too short'), 'tooShort');
  assert.equal(validateField('message', 'x'.repeat(contactLimits.message.max + 1)), 'tooLong');
  assert.equal(validateField('name', 'Ada'), null);
});

test('payload is trimmed and carries the language', () => {
  assert.deepEqual(
    toPayload({name: ' Ada ', email: 'a@b.co ', subject: ' Hi', message: ' Hello there! '}, 'fr'),
    {
      name: 'Ada',
      email: 'a@b.co',
      subject: 'Hi',
      message: 'Hello there!',
      language: 'fr',
    },
  );
});
