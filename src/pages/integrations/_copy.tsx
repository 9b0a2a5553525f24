import Link from '@docusaurus/Link';
import type {DirectoryCopy} from './_components/copy';
import words from './_words';

/** Plural rules of the page's language (the forms `usePluralForm` would pick). */
const plural = new Intl.PluralRules('en');

/**
 * The English words of the integrations directory (`/integrations/`); the catalogue's labels and
 * descriptions are in `./_words.ts`.
 */
const copy: DirectoryCopy = {
  meta: {
    title: 'Integrations',
    description:
      'Browse the devices and services Gladys Assistant works with, from lights and sensors to voice assistants, filtered by category, connection and protocol.',
  },
  heading: 'Integrations',
  intro: (count) => {
    const plus = <Link to="/plus/">{'Gladys Plus'}</Link>;
    return (
      <>
        {'Gladys Assistant ships with '}
        {count}
        {
          ' integrations, all of them open source. Narrow the list by what they do, how Gladys reaches them or the protocol they use, then open a card to read its setup guide. Cards marked “Gladys Plus required” need a '
        }
        {plus}
        {' subscription.'}
      </>
    );
  },
  introCommunity: (count) => {
    const guide = <Link to="/docs/integrations/external-integrations/">{'integration store'}</Link>;
    return (
      <>
        {'Cards marked “Community” are the '}
        {count}
        {' integrations of the '}
        {guide}
        {
          ': their authors make them, and Gladys installs them as containers. Each has a page with its settings and its own documentation.'
        }
      </>
    );
  },
  missing: (() => {
    const zigbee2mqtt = <Link to="/docs/integrations/zigbee2mqtt/">Zigbee2mqtt</Link>;
    const mqtt = <Link to="/docs/integrations/mqtt/">MQTT</Link>;
    const zigbeeList = <Link to="/zigbee-devices/">{'Zigbee device list'}</Link>;
    return (
      <>
        {'Your device is not named here? It may still work: a Zigbee device can join through '}
        {zigbee2mqtt}
        {' when Zigbee2mqtt supports it (look it up in our '}
        {zigbeeList}
        {'), and a device that talks MQTT can connect through the '}
        {mqtt}
        {' integration. Still choosing a system? Our guides say '}
        <Link to="/guides/offline/">{'what keeps working without internet'}</Link>
        {' and '}
        <Link to="/guides/compared/">{'how Gladys compares with other platforms'}</Link>
        {'.'}
      </>
    );
  })(),
  resultCount: (count) =>
    plural.select(count) === 'one' ? `${count} integration` : `${count} integrations`,
  empty: {
    title: 'No integration matches these filters.',
    hint: 'Untick an option or try a shorter word, or start again from the full list.',
  },
  filters: {
    label: 'Filter the integrations',
    search: 'Search',
    searchHint: 'Matches names, descriptions, devices and brands.',
    searchPlaceholder: 'Hue, Sonos, plug…',
    clear: 'Clear filters',
  },
  card: {
    worksWith: 'Works with:',
    moreDevices: (count) => `+${count} more`,
    plusRequired: 'Gladys Plus required',
    deprecated: 'Deprecated',
    deprecatedFor: (replacement) => `Deprecated: ${replacement}`,
    category: 'Category',
    connection: 'Connection',
    protocols: 'Protocols',
    type: 'Type',
    by: (author) => `by ${author}`,
    community: 'Community',
  },
  words,
};

export default copy;
