import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {claimById, claims, type ProductId} from '@site/src/data/claims';
import {useDateFormat} from '@site/src/lib/localeFormats';
import styles from './styles.module.css';

/** The words of the claims in one language: `i18n/<locale>/claims.json`, keyed by claim id. */
export type ClaimCopy = Readonly<Record<string, {cell: string; text: string}>>;

/** The words of a claim; throws naming the id when the language's file lacks it. */
function wordsOf(copy: ClaimCopy, id: string): {cell: string; text: string} {
  const words = copy[id];
  if (!words) throw new Error(`claims.json has no words for "${id}"`);
  return words;
}

/**
 * Where a claim comes from: the host of its source, linked, and the day it was checked, in the
 * page's language ("source: github.com, checked on November 29, 2026").
 * @param props.id a claim id of src/data/claims.ts
 * @throws Error naming the id when src/data/claims.ts has no such claim
 */
export function ClaimSource({id}: {id: string}): ReactNode {
  const formatDate = useDateFormat('long');
  const claim = claimById(id);
  return (
    <span className={styles.source} data-claim={id}>
      <Translate
        id="claims.source"
        description="After a claim about another product: {link} is the host of the page it comes from, linked; {date} the day it was checked"
        values={{
          link: <Link href={claim.source}>{new URL(claim.source).host}</Link>,
          date: <time dateTime={claim.checked}>{formatDate(claim.checked)}</time>,
        }}>
        {'(source: {link}, checked on {date})'}
      </Translate>
    </span>
  );
}

/**
 * One claim about another product, as a sentence followed by its source and date.
 * @param props.id a claim id of src/data/claims.ts
 * @param props.copy the claims' words in the page's language (`i18n/<locale>/claims.json`)
 */
export function Claim({id, copy}: {id: string; copy: ClaimCopy}): ReactNode {
  return (
    <>
      {wordsOf(copy, id).text} <ClaimSource id={id} />
    </>
  );
}

/**
 * Every claim about one product, as a list: each sentence with its source and date.
 * @param props.product the product (src/data/claims.ts `products`)
 * @param props.copy the claims' words in the page's language
 */
export function ClaimList({product, copy}: {product: ProductId; copy: ClaimCopy}): ReactNode {
  return (
    <ul>
      {claims
        .filter((c) => c.product === product)
        .map((c) => (
          <li key={c.id}>
            <Claim id={c.id} copy={copy} />
          </li>
        ))}
    </ul>
  );
}

/** One row of a {@link ClaimMatrix}: a dimension, Gladys's cell, and the claims of each product. */
export type MatrixRow = {
  /** The dimension, in the page's language. */
  label: string;
  /** What Gladys does on this dimension, in the page's language, from the product's data. */
  gladys: ReactNode;
  /** For each product, the claims that fill its cell; a product left out shows "not checked". */
  cells: Partial<Record<ProductId, string[]>>;
};

/**
 * The comparison table: one row per dimension, Gladys then each product in columns. A cell shows
 * the short form of its claims, each with a numbered link to its source and the day it was
 * checked; a cell with no checked claim says so rather than guess.
 * @param props.products the columns after Gladys, in order
 * @param props.names each product's name
 * @param props.rows the dimensions
 * @param props.copy the claims' words in the page's language
 */
export function ClaimMatrix({
  products,
  names,
  rows,
  copy,
}: {
  products: readonly ProductId[];
  names: Readonly<Record<ProductId, string>>;
  rows: readonly MatrixRow[];
  copy: ClaimCopy;
}): ReactNode {
  const formatDate = useDateFormat('short');
  return (
    <div className={styles.matrix}>
      <table>
        <thead>
          <tr>
            <th scope="col">
              <Translate
                id="claims.matrix.dimension"
                description="Head of the comparison table's first column">
                Dimension
              </Translate>
            </th>
            <th scope="col">Gladys</th>
            {products.map((p) => (
              <th key={p} scope="col">
                {names[p]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.gladys}</td>
              {products.map((p) => {
                const ids = row.cells[p] ?? [];
                return (
                  <td key={p}>
                    {ids.length === 0 ? (
                      <span className={styles.unchecked}>
                        <Translate
                          id="claims.matrix.unchecked"
                          description="A cell of the comparison table with no checked source">
                          not checked
                        </Translate>
                      </span>
                    ) : (
                      ids.map((id) => {
                        const claim = claimById(id);
                        return (
                          <span key={id} className={styles.cell} data-claim={id}>
                            {wordsOf(copy, id).cell}{' '}
                            <Link href={claim.source} className={styles.cellSource}>
                              <Translate
                                id="claims.matrix.checked"
                                description="Link to the source of a comparison table cell; {date} is the day it was checked"
                                values={{
                                  date: (
                                    <time dateTime={claim.checked}>
                                      {formatDate(claim.checked)}
                                    </time>
                                  ),
                                }}>
                                {'checked {date}'}
                              </Translate>
                            </Link>
                          </span>
                        );
                      })
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
