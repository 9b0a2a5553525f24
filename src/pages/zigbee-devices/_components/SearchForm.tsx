import {useMemo, type ReactNode, type RefObject} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {maxQueryLength, verdicts, type Query} from '@site/src/lib/zigbee/catalog';
import type {Verdict} from '@site/src/lib/zigbee/mapExposes';
import summary from '@site/src/data/zigbee/summary.json';
import {SearchField, SelectField, FilterForm} from '@site/src/components/FormField';
import {localized, verdictLabel} from './labels';
import styles from './styles.module.css';

/** Label of the buttons that empty the search and the choices (in the form and the empty state). */
export function ClearText(): ReactNode {
  return (
    <Translate
      id="zigbeeDevices.form.clear"
      description="Button that empties the search and the choices">
      Clear
    </Translate>
  );
}

/** Props of {@link SearchForm}. */
export type SearchFormProps = {
  query: Query;
  onText: (q: string) => void;
  onFeature: (feature: string | null) => void;
  onVerdict: (verdict: Verdict | null) => void;
  onClear: () => void;
  /** Receives the search box, so the page can move focus to it. */
  searchRef: RefObject<HTMLInputElement | null>;
};

/**
 * The search form: a search box (vendor, model, description), a choice of
 * Gladys feature category and one of verdict, and a button that clears them.
 * A search landmark; Enter does not reload the page. Usable before the list
 * has loaded (the text waits for it).
 */
export default function SearchForm({
  query,
  onText,
  onFeature,
  onVerdict,
  onClear,
  searchRef,
}: SearchFormProps): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const categories = useMemo(
    () =>
      summary.categories
        .map((c) => ({value: c.key, label: localized(c.label, currentLocale)}))
        .sort((a, b) => a.label.localeCompare(b.label, currentLocale)),
    [currentLocale],
  );
  const filtering = query.q !== '' || query.feature !== null || query.verdict !== null;
  return (
    <FilterForm
      className={styles.form}
      label={translate({
        id: 'zigbeeDevices.form.label',
        message: 'Search the Zigbee devices',
        description: 'Accessible name of the search form of the Zigbee devices page',
      })}>
      <SearchField
        label={
          <Translate
            id="zigbeeDevices.form.search"
            description="Label of the search box of the Zigbee devices page">
            Vendor, model or description
          </Translate>
        }
        hint={
          <Translate
            id="zigbeeDevices.form.searchHint"
            description="Help under the search box of the Zigbee devices page">
            Every word must match; the model is printed on the device or its box.
          </Translate>
        }
        placeholder={translate({
          id: 'zigbeeDevices.form.searchPlaceholder',
          message: 'IKEA bulb, MCCGQ11LM, door sensor…',
          description: 'Placeholder of the search box: examples of what to type',
        })}
        value={query.q}
        maxLength={maxQueryLength}
        onChange={onText}
        inputRef={searchRef}
      />
      <SelectField
        label={
          <Translate
            id="zigbeeDevices.form.feature"
            description="Label of the feature choice of the Zigbee devices page">
            Gladys feature
          </Translate>
        }
        value={query.feature ?? ''}
        onChange={(value) => onFeature(value || null)}
        options={[
          {
            value: '',
            label: translate({
              id: 'zigbeeDevices.form.feature.any',
              message: 'Any feature',
              description: 'First option of the feature choice: no filter',
            }),
          },
          ...categories,
        ]}
      />
      <SelectField
        label={
          <Translate
            id="zigbeeDevices.form.verdict"
            description="Label of the verdict choice of the Zigbee devices page">
            Verdict
          </Translate>
        }
        value={query.verdict ?? ''}
        onChange={(value) => onVerdict((value || null) as Verdict | null)}
        options={[
          {
            value: '',
            label: translate({
              id: 'zigbeeDevices.form.verdict.any',
              message: 'Any verdict',
              description: 'First option of the verdict choice: no filter',
            }),
          },
          ...verdicts.map((v) => ({value: v, label: verdictLabel(v)})),
        ]}
      />
      <button
        type="button"
        className={`button button--secondary ${styles.clear}`}
        onClick={onClear}
        disabled={!filtering}>
        <ClearText />
      </button>
    </FilterForm>
  );
}
