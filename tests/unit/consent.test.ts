import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  analyticsScriptAttribute,
  consentStorageKey,
  loadAnalyticsScript,
  readConsent,
  storeConsent,
  type ChoiceStorage,
} from '../../src/components/AnalyticsConsent/consent.ts';

/** An in-memory Storage. */
function memoryStorage(
  initial: Record<string, string> = {},
): ChoiceStorage & {data: Record<string, string>} {
  const data = {...initial};
  return {data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v)};
}

/** A storage that throws, as Safari's private mode used to. */
const brokenStorage: ChoiceStorage = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('denied');
  },
};

test('no stored answer, an unknown value, no storage or a failing storage all read as "not answered"', () => {
  assert.equal(readConsent(memoryStorage()), null);
  assert.equal(readConsent(memoryStorage({[consentStorageKey]: 'yes'})), null);
  assert.equal(readConsent(null), null);
  assert.equal(readConsent(brokenStorage), null);
});

test('a stored answer is read back', () => {
  const storage = memoryStorage();
  storeConsent(storage, 'granted');
  assert.equal(storage.data[consentStorageKey], 'granted');
  assert.equal(readConsent(storage), 'granted');
  storeConsent(storage, 'denied');
  assert.equal(readConsent(storage), 'denied');
});

test('storing into a failing storage does not throw', () => {
  assert.doesNotThrow(() => storeConsent(brokenStorage, 'granted'));
  assert.doesNotThrow(() => storeConsent(null, 'granted'));
});

/** The smallest Document the loader needs. */
function fakeDocument() {
  const head: {
    children: Record<string, unknown>[];
    appendChild(el: Record<string, unknown>): void;
  } = {
    children: [],
    appendChild(el) {
      this.children.push(el);
    },
  };
  const doc = {
    head,
    createElement: (tag: string) => {
      const attributes: Record<string, string> = {};
      return {
        tag,
        attributes,
        setAttribute: (name: string, value: string) => void (attributes[name] = value),
      };
    },
    querySelector: (selector: string) =>
      selector === `script[${analyticsScriptAttribute}]`
        ? (head.children.find((el) => analyticsScriptAttribute in (el.attributes as object)) ??
          null)
        : null,
  };
  return doc as unknown as Document & {head: typeof head};
}

test('the analytics script is added once, async, with the configured URL', () => {
  const doc = fakeDocument();
  const first = loadAnalyticsScript(
    doc,
    'https://stats.example.org/script.js',
  ) as unknown as Record<string, unknown>;
  assert.equal(first.tag, 'script');
  assert.equal(first.src, 'https://stats.example.org/script.js');
  assert.equal(first.async, true);
  const second = loadAnalyticsScript(
    doc,
    'https://stats.example.org/script.js',
  ) as unknown as Record<string, unknown>;
  assert.equal(second, first);
  assert.equal(doc.head.children.length, 1);
});
