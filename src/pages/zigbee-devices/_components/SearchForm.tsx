import {useMemo, type ReactNode, type RefObject} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {maxQueryLength, verdicts, type Query} from '@site/src/lib/zigbee/catalog';
import type {Verdict} from '@site/src/lib/zigbee/mapExposes';
import summary from '@site/src/data/zigbee/summary.json';
import {SearchField, SelectField, FilterForm} from '@site/src/components/FormField';
import {useZigbeeCopy} from './copy';
import {localized} from '@site/src/lib/localized';
import styles from './styles.module.css';

/** Label of the buttons that empty the search and the choices (in the form and the empty state). */
export function ClearText(): ReactNode {
  return useZigbeeCopy().form.clear;
}

/** Props of {@link SearchForm}. */
export type SearchFormProps = {
  query: Query;
  onText: (q: string) => void;
  onFeature: (feature: string | null) => void;
  onVerdict: (verdict: Verdict | null) => void;
  onClear: () => void;
  /** Receives the search box, so the page can move focus to it. */
  searchRef: RefObject<HTMLInputElement>;
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
  const copy = useZigbeeCopy();
  const filtering = query.q !== '' || query.feature !== null || query.verdict !== null;
  return (
    <FilterForm className={styles.form} label={copy.form.label}>
      <SearchField
        label={copy.form.search}
        hint={copy.form.searchHint}
        placeholder={copy.form.searchPlaceholder}
        value={query.q}
        maxLength={maxQueryLength}
        onChange={onText}
        inputRef={searchRef}
      />
      <SelectField
        label={copy.form.feature}
        value={query.feature ?? ''}
        onChange={(value) => onFeature(value || null)}
        options={[
          {
            value: '',
            label: copy.form.featureAny,
          },
          ...categories,
        ]}
      />
      <SelectField
        label={copy.form.verdict}
        value={query.verdict ?? ''}
        onChange={(value) => onVerdict((value || null) as Verdict | null)}
        options={[
          {
            value: '',
            label: copy.form.verdictAny,
          },
          ...verdicts.map((v) => ({value: v, label: copy.verdicts[v]})),
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
