import {useId, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import type {Category} from '../../../data/integrations';
import {SearchField, FilterForm} from '@site/src/components/FormField';
import {CategoryDot} from './Badge';
import {
  filterOptions,
  maxQueryLength,
  type FilterGroup,
  type FilterState,
  type FilterValues,
  type OptionCounts,
} from '@site/src/lib/integrationsFilter';
import {useDirectoryCopy} from './copy';
import {optionLabel} from './labels';
import styles from './Filters.module.css';

/** Label of the buttons that remove every filter (in the filter panel and the empty state). */
export function ClearFiltersText(): ReactNode {
  return useDirectoryCopy().filters.clear;
}

/** Props of {@link Filters}. */
export type FiltersProps = {
  /** Current filters (controls the inputs). */
  state: FilterState;
  /** For each option, how many integrations it would show given the other filters. */
  counts: OptionCounts;
  /** True when something is typed or ticked; enables "Clear filters". */
  filtering: boolean;
  /** Called with the new search text on every keystroke. */
  onText: (q: string) => void;
  /** Called when an option is ticked or unticked. */
  onToggle: <G extends FilterGroup>(group: G, value: FilterValues[G]) => void;
  /** Called by "Clear filters". */
  onClear: () => void;
  /** Receives the search box, so the page can move focus to it. */
  searchRef: RefObject<HTMLInputElement>;
};

/** Props of {@link OptionGroup}. */
type OptionGroupProps<G extends FilterGroup> = {
  group: G;
  selected: readonly FilterValues[G][];
  counts: Record<FilterValues[G], number>;
  onToggle: (group: G, value: FilterValues[G]) => void;
};

/** One filter group: a fieldset of checkboxes, each with its label and count. */
function OptionGroup<G extends FilterGroup>({
  group,
  selected,
  counts,
  onToggle,
}: OptionGroupProps<G>): ReactNode {
  const baseId = useId();
  const {words} = useDirectoryCopy();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{words.legends[group]}</legend>
      <ul className={styles.options}>
        {filterOptions[group].map((value) => {
          const id = `${baseId}-${value}`;
          const checked = selected.includes(value);
          const count = counts[value];
          return (
            <li key={value}>
              <input
                id={id}
                type="checkbox"
                className={styles.checkbox}
                checked={checked}
                onChange={() => onToggle(group, value)}
              />
              <label
                htmlFor={id}
                className={clsx(styles.option, count === 0 && !checked && styles.none)}>
                {group === 'category' && <CategoryDot category={value as Category} />}
                <span className={styles.optionLabel}>{optionLabel(group, value, words)}</span>
                <span className={styles.count}>{count}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * The filter panel: a search box (name, description, devices, brands), one
 * fieldset of checkboxes per group (origin, category, connection, protocol) with the
 * count each option would give, and a "Clear filters" button. A search form
 * landmark; Enter in the search box does not reload the page.
 */
export default function Filters({
  state,
  counts,
  filtering,
  onText,
  onToggle,
  onClear,
  searchRef,
}: FiltersProps): ReactNode {
  const copy = useDirectoryCopy();
  return (
    <FilterForm className={styles.panel} label={copy.filters.label}>
      <SearchField
        label={copy.filters.search}
        hint={copy.filters.searchHint}
        placeholder={copy.filters.searchPlaceholder}
        value={state.q}
        maxLength={maxQueryLength}
        onChange={onText}
        inputRef={searchRef}
      />
      <OptionGroup
        group="origin"
        selected={state.origin}
        counts={counts.origin}
        onToggle={onToggle}
      />
      <OptionGroup
        group="category"
        selected={state.category}
        counts={counts.category}
        onToggle={onToggle}
      />
      <OptionGroup
        group="connection"
        selected={state.connection}
        counts={counts.connection}
        onToggle={onToggle}
      />
      <OptionGroup
        group="protocol"
        selected={state.protocol}
        counts={counts.protocol}
        onToggle={onToggle}
      />
      <button
        type="button"
        className={clsx('button button--secondary button--block', styles.clear)}
        onClick={onClear}
        disabled={!filtering}>
        <ClearFiltersText />
      </button>
    </FilterForm>
  );
}
