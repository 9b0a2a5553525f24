// Lists the claims about other products (src/data/claims.ts) whose source was last read more than
// six months ago, so that someone reads each source again and updates the claim or its date.
//
// Usage: npm run claims:stale [-- --months 6] [--today YYYY-MM-DD] [--check]
//   --months  how old a check may be (default 6)
//   --today   the day to count from (default: today, UTC)
//   --check   exit with status 1 when a claim is stale (for CI)
import {parseArgs} from 'node:util';
import {claims, staleClaims} from '../src/data/claims';

const {values} = parseArgs({
  options: {
    months: {type: 'string', default: '6'},
    today: {type: 'string', default: new Date().toISOString().slice(0, 10)},
    check: {type: 'boolean', default: false},
  },
});
const months = Number(values.months);
if (!Number.isInteger(months) || months < 1) {
  console.error(`--months must be a whole number of months, got "${values.months}"`);
  process.exit(2);
}
if (!/^\d{4}-\d{2}-\d{2}$/.test(values.today)) {
  console.error(`--today must be YYYY-MM-DD, got "${values.today}"`);
  process.exit(2);
}
const stale = staleClaims(claims, values.today, months);
if (stale.length === 0) {
  console.log(`Every claim was checked in the last ${months} months.`);
} else {
  console.log(
    `${stale.length} claim(s) checked more than ${months} months before ${values.today}:`,
  );
  for (const claim of stale) console.log(`  ${claim.checked}  ${claim.id}  ${claim.source}`);
}
if (values.check && stale.length > 0) process.exit(1);
