/** The part of madge's API (the package ships no types) that tests/unit/importGraph.test.ts uses. */
declare module 'madge' {
  /** What madge found: every module with the modules it imports, as paths from `baseDir`. */
  interface MadgeResult {
    /** Each module and the modules it imports (type-only imports included). */
    obj(): Record<string, string[]>;
    /** Each import circle, as the modules along it. */
    circular(): string[][];
  }
  /** Reads the import graph of `paths` (files or folders). */
  export default function madge(
    paths: string | string[],
    options?: {
      baseDir?: string;
      fileExtensions?: string[];
      tsConfig?: string;
      excludeRegExp?: RegExp[];
    },
  ): Promise<MadgeResult>;
}
