/** Kept for older imports: the Chromium path and flags live in scripts/lib/chromium.ts. */
export {chromiumFlags, chromiumPath} from '../../scripts/lib/chromium.ts';
