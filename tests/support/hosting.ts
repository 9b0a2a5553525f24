/** Kept for older imports: the `_headers` and `_redirects` rules live in scripts/lib/hosting.ts. */
export * from '../../scripts/lib/hosting.ts';
