// What the scripts that read the Gladys product's source share: their command line (`--product`,
// the path of a Gladys checkout or bare clone, and each script's own options, read by `parseArgs`
// from node:util), git in that repository, and the origin every extract records.
// The product is Apache-2.0 (https://github.com/GladysAssistant/Gladys): its interface strings,
// catalogue, routes and commit subjects are kept as data; its code never is.
// Used by scripts/product-extract.ts, scripts/changes-extract.ts, scripts/guides-facts.ts and
// scripts/lib/productVersions.ts.
import {execFileSync} from 'node:child_process';
import {parseArgs, type ParseArgsOptionsConfig} from 'node:util';

/** The repository and licence every extract names as its source, in this key order. */
export const productOrigin = {
  repository: 'https://github.com/GladysAssistant/Gladys',
  licence: 'Apache-2.0',
} as const;

/**
 * Git in the product's repository, and the few questions the scripts ask it.
 * Every method throws with git's own message when git fails (an unknown revision, a missing file).
 */
export type ProductRepo = {
  /** The repository's path, as given on the command line. */
  path: string;
  /** Runs git in the repository and returns its standard output (up to 256 MB). */
  git: (...args: string[]) => string;
  /** The text of `file` at revision `rev` (`git show rev:file`). */
  show: (rev: string, file: string) => string;
  /** The full hash of the commit `rev` names. */
  commit: (rev: string) => string;
  /** The committer date of the commit `rev` names, YYYY-MM-DD. */
  date: (rev: string) => string;
};

/**
 * Git in a product repository.
 * @param product path of a Gladys checkout or bare clone
 * @returns its {@link ProductRepo}; nothing runs until a method is called
 */
export function productRepo(product: string): ProductRepo {
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', product, ...args], {encoding: 'utf8', maxBuffer: 256 << 20});
  return {
    path: product,
    git,
    show: (rev, file) => git('show', `${rev}:${file}`),
    commit: (rev) => git('rev-parse', `${rev}^{commit}`).trim(),
    date: (rev) => git('show', '-s', '--format=%cs', `${rev}^{commit}`).trim(),
  };
}

/** The option every product script takes. */
const productOption = {product: {type: 'string'}} as const;

/** The values `parseArgs` gives for `options` plus `--product`; `product` and the `required` ones are strings. */
type ProductValues<O extends ParseArgsOptionsConfig, R extends keyof O> = Omit<
  ReturnType<typeof parseArgs<{options: O & typeof productOption; strict: true}>>['values'],
  R | 'product'
> & {[K in R | 'product']: string};

/**
 * Reads a product script's command line (`process.argv`) with `parseArgs`: `--product <path>`,
 * always required, and the script's own `options`. On an unknown option, a missing value or a
 * missing required option, prints the error and `usage` and exits with status 2.
 * @param usage the script's usage line, printed when the command line is wrong
 * @param options the script's own options, in `parseArgs`'s form (`--product` is added)
 * @param required string options of `options` that must be given (those with a default need not be)
 * @returns `repo`, git in the product's repository, and `values`, the parsed options
 */
export function productCommand<
  const O extends ParseArgsOptionsConfig,
  const R extends keyof O & string = never,
>(
  usage: string,
  options: O,
  required: readonly R[] = [],
): {repo: ProductRepo; values: ProductValues<O, R>} {
  function fail(problem: string): never {
    console.error(`${problem}\nUsage: ${usage}`);
    process.exit(2);
  }
  let values: Record<string, string | boolean | (string | boolean)[] | undefined> = {};
  try {
    values = parseArgs({options: {...options, ...productOption}, strict: true}).values;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  for (const name of ['product', ...required]) {
    if (typeof values[name] !== 'string') fail(`--${name} is required`);
  }
  return {repo: productRepo(String(values.product)), values: values as ProductValues<O, R>};
}
