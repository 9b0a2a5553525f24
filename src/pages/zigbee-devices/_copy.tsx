import Link from '@docusaurus/Link';
import type {ZigbeeCopy} from './_components/copy';

/** Plural rules of the page's language (the forms `usePluralForm` would pick). */
const plural = new Intl.PluralRules('en');

/** The English words of the Zigbee devices page (`/zigbee-devices/`). */
const copy: ZigbeeCopy = {
  meta: {
    title: 'Will my Zigbee device work with Gladys?',
    description:
      'Search thousands of Zigbee devices by vendor or model and see which Gladys features each one gets through Zigbee2mqtt, before you buy it.',
  },
  heading: 'Will my Zigbee device work with Gladys?',
  intro: (count) => {
    const guide = <Link to="/docs/integrations/zigbee2mqtt/">{'Zigbee2mqtt integration'}</Link>;
    return (
      <>
        {'Gladys talks to Zigbee devices through its '}
        {guide}
        {
          '. Type the vendor or the model of a device to see which features Gladys gives it, among the '
        }
        {count}
        {' models Zigbee2mqtt knows. Not sure yet between Zigbee, Matter and Z-Wave? Read '}
        <Link to="/guides/zigbee-matter-zwave/">{'our guide'}</Link>
        {'.'}
      </>
    );
  },
  about: {
    heading: 'How to read the results',
    how: (version) =>
      `Zigbee2mqtt describes each model by the properties it reports or accepts: contact, temperature, brightness, button presses… Gladys turns the properties it knows into device features. This page applies the rules of Gladys ${version} to every model.`,
    verdicts: {
      works: 'Gladys uses every main property of the model.',
      partly: 'Gladys uses some of them; the details list the others.',
      none: 'Gladys uses none of them, at most its battery level or its temperature.',
      dynamic:
        "the model's properties are only known once a unit is paired, so the page cannot tell in advance.",
    },
    settings: (signal) => (
      <>
        {
          'Settings (start-up behaviour, light effects, calibration, identify, counters) and what Zigbee2mqtt files as configuration or diagnostics do not count; the details list them. Every device also gets a '
        }
        {signal}
        {' feature.'}
      </>
    ),
    missing: (() => {
      const list = (
        <Link href="https://www.zigbee2mqtt.io/supported-devices/">
          {'list of supported devices'}
        </Link>
      );
      return (
        <>
          {
            'A model missing from this page is not known to this Zigbee2mqtt release; newer releases may support it: see the '
          }
          {list}
          {' of Zigbee2mqtt.'}
        </>
      );
    })(),
    source: ({converters, published, release, installed, gladys, commit}) => (
      <>
        {'Device list: '}
        {converters}
        {', published on '}
        {published}
        {', as used by Zigbee2mqtt '}
        {release}
        {'. Gladys '}
        {gladys}
        {' installs Zigbee2mqtt '}
        {installed}
        {
          ': a model added between the two releases may be listed here before your installation recognises it. Feature rules: Gladys '
        }
        {gladys}
        {', commit '}
        {commit}
        {'. Descriptions come from Zigbee2mqtt, in English.'}
      </>
    ),
  },
  status: {
    loading: 'Loading the device list…',
    error: 'The device list could not be loaded.',
    count: (n, count) =>
      plural.select(n) === 'one' ? `${count} device matches.` : `${count} devices match.`,
    shown: (shown) => `The first ${shown} are listed.`,
    retry: 'Try again',
  },
  results: {
    heading: 'Results',
    empty:
      'No device matches. Try fewer or shorter words, or another choice of feature or verdict.',
    more: (count) => `Show ${count} more`,
  },
  form: {
    label: 'Search the Zigbee devices',
    search: 'Vendor, model or description',
    searchHint: 'Every word must match; the model is printed on the device or its box.',
    searchPlaceholder: 'IKEA bulb, MCCGQ11LM, door sensor…',
    feature: 'Gladys feature',
    featureAny: 'Any feature',
    verdict: 'Verdict',
    verdictAny: 'Any verdict',
    clear: 'Clear',
  },
  item: {
    dynamic: 'Features known once the device is paired',
    noFeature: 'No Gladys feature',
  },
  detail: {
    dynamicAdvice: (tab) => (
      <>
        {'Pair it, then open the '}
        {tab}
        {
          ' tab of the Zigbee2mqtt integration in Gladys: the device shows there with the features Gladys created for it.'
        }
      </>
    ),
    features: 'Features in Gladys',
    everyDevice: (feature) => `${feature}, like every Zigbee2mqtt device`,
    unusedMain: 'Properties Gladys does not use yet',
    unusedSettings: 'Settings and diagnostics left to Zigbee2mqtt',
    whiteLabel: (device) => (
      <>
        {'The same device as the '}
        {device}
        {', under another name.'}
      </>
    ),
    zigbee2mqttPage: (model) => `${model} on the Zigbee2mqtt website`,
    back: 'Back to the results',
    notFound: (model) => (
      <>
        {'No device of this list has the model '}
        {model}
        {'.'}
      </>
    ),
  },
  verdicts: {
    works: 'Works',
    partly: 'Partly',
    none: 'Not supported yet',
    dynamic: 'Depends on the unit',
  },
  explanations: {
    works: 'Gladys turns every main property of this device into a feature.',
    partly:
      'Gladys turns some of the main properties of this device into features; the ones it leaves aside are listed below.',
    none: 'Gladys does not turn the main properties of this device into features yet. It can still join your Zigbee network.',
    dynamic:
      'Zigbee2mqtt works out what this model offers when it pairs, from the unit itself (its firmware, its number of channels, its settings). This list cannot tell in advance which features Gladys will create.',
  },
};

export default copy;
