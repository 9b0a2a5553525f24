/**
 * Types of the bundler's `require.context` (webpack and Rspack), which lists the files of a folder
 * at build time and makes each one a module of the bundle. @types/node's `require` lacks it.
 */
declare namespace NodeJS {
  interface Require {
    /**
     * The modules of a folder.
     * @param directory folder, resolved like an import (`@site/static/img/blog`)
     * @param useSubdirectories whether to include subfolders
     * @param regExp file names to include, matched against keys such as `./name.png`
     */
    context(directory: string, useSubdirectories: boolean, regExp: RegExp): RequireContext;
  }
}

/** The modules found by `require.context`: call it with a key to get the module. */
interface RequireContext {
  /** Keys of every matched file, relative to the folder: `./name.png`. */
  keys(): string[];
  /** The module of one key. */
  (key: string): unknown;
}
