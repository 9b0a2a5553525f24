/** Kept for older imports: the content walker lives in scripts/lib/content.ts. */
export * from '../../scripts/lib/content.ts';
