import {createContext, useContext, type ReactNode} from 'react';
import type {Verdict} from '@site/src/lib/zigbee/mapExposes';

/**
 * The words of the Zigbee devices page (`/zigbee-devices/`), one object per locale, owned by the
 * page: `src/pages/zigbee-devices/_copy.tsx` (English) and its twin at the same path under
 * `i18n/fr/docusaurus-plugin-content-pages/` (French). TypeScript checks that both have every
 * field. Numbers arrive already formatted for the page's language (`formatted`); a function that
 * also takes the raw `count` picks the plural form from it.
 */
export interface ZigbeeCopy {
  /** `<title>` and meta description. */
  meta: {title: string; description: string};
  /** The h1. */
  heading: ReactNode;
  /**
   * Paragraph under the h1.
   *
   * @param count the number of device models, formatted
   * @returns the paragraph, with a link to the Zigbee2mqtt guide
   */
  intro: (count: string) => ReactNode;
  /** "How to read the results", under the finder. */
  about: {
    heading: ReactNode;
    /**
     * How the page works out the features.
     *
     * @param version the Gladys version whose rules the page applies
     */
    how: (version: string) => ReactNode;
    /** What each verdict means, after its name in bold. */
    verdicts: Record<Verdict, ReactNode>;
    /**
     * What does not count in the verdict.
     *
     * @param signal the name of the feature every device gets, in bold
     */
    settings: (signal: ReactNode) => ReactNode;
    /** What to do when a model is not in the list (with a link to Zigbee2mqtt's list). */
    missing: ReactNode;
    /**
     * Where the data comes from.
     *
     * @param values `converters` (the definitions' package and version, as code), `published`
     *   (its date, formatted), `release` (the Zigbee2mqtt release that uses it), `installed` (the
     *   one Gladys installs), `gladys` (the Gladys version), `commit` (its commit, as code)
     */
    source: (values: {
      converters: ReactNode;
      published: string;
      release: string;
      installed: string;
      gladys: string;
      commit: ReactNode;
    }) => ReactNode;
  };
  /** The live region above the results, and the button that loads the list again. */
  status: {
    loading: string;
    error: string;
    /**
     * Number of devices found.
     *
     * @param count the number, to pick the plural form
     * @param formatted the same number, formatted
     */
    count: (count: number, formatted: string) => string;
    /**
     * After the number found, when only the first ones are listed.
     *
     * @param shown how many are listed, formatted
     */
    shown: (shown: string) => string;
    retry: ReactNode;
  };
  /** The results: their hidden heading, the empty state, the button that lists more. */
  results: {
    heading: ReactNode;
    empty: ReactNode;
    /**
     * Button under the results.
     *
     * @param count how many more it lists, formatted
     */
    more: (count: string) => string;
  };
  /** The search form. */
  form: {
    /** Accessible name of the form. */
    label: string;
    search: ReactNode;
    searchHint: ReactNode;
    searchPlaceholder: string;
    /** The feature choice and its first option (no filter). */
    feature: ReactNode;
    featureAny: string;
    /** The verdict choice and its first option (no filter). */
    verdict: ReactNode;
    verdictAny: string;
    /** Button that empties the search and the choices (form and empty state). */
    clear: ReactNode;
  };
  /** In a result, instead of the features. */
  item: {
    /** For a device whose features are only known once paired. */
    dynamic: ReactNode;
    /** For a device Gladys creates no feature for. */
    noFeature: ReactNode;
  };
  /** A model's details (`?device=`). */
  detail: {
    /**
     * Advice for a device whose features depend on the paired unit.
     *
     * @param tab the name of the integration's tab in Gladys, in bold
     */
    dynamicAdvice: (tab: ReactNode) => ReactNode;
    /** Heading of the list of features. */
    features: ReactNode;
    /**
     * Last item of the features: the one every Zigbee2mqtt device gets.
     *
     * @param feature its name in Gladys
     */
    everyDevice: (feature: string) => ReactNode;
    /** Headings of the properties Gladys does not use. */
    unusedMain: ReactNode;
    unusedSettings: ReactNode;
    /**
     * On a white-label model.
     *
     * @param device a link to the device it is sold as
     */
    whiteLabel: (device: ReactNode) => ReactNode;
    /**
     * Link label to the model's page on the Zigbee2mqtt website.
     *
     * @param model the model
     */
    zigbee2mqttPage: (model: string) => ReactNode;
    /** Link back to the results. */
    back: ReactNode;
    /**
     * When the URL names a model the list does not have.
     *
     * @param model that name, as code
     */
    notFound: (model: ReactNode) => ReactNode;
  };
  /** Short name of each verdict, as its badge and the verdict choice show it. */
  verdicts: Record<Verdict, string>;
  /** One sentence explaining each verdict, on a device's details. */
  explanations: Record<Verdict, string>;
}

/** The page's copy for the components under it; set by `ZigbeeDevicesPage`. */
export const ZigbeeCopyContext = createContext<ZigbeeCopy | null>(null);

/**
 * The Zigbee devices page's copy, from {@link ZigbeeCopyContext}.
 *
 * @throws Error when called outside `ZigbeeDevicesPage` (no copy given)
 */
export function useZigbeeCopy(): ZigbeeCopy {
  const copy = useContext(ZigbeeCopyContext);
  if (!copy) {
    throw new Error(
      'useZigbeeCopy: no ZigbeeCopyContext; render the component inside ZigbeeDevicesPage',
    );
  }
  return copy;
}
