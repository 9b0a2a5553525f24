#!/usr/bin/env node
// Writes src/data/product/changes-by-page.json, the list of product changes by commit
// (src/data/product/changes-<tag>-<commit>.json) folded by doc page, with the review findings
// of each page (src/lib/productChanges.ts). Run it after editing the list; the data test
// tests/data/changes.test.ts fails while the committed map differs from the list.
//
// Usage: npm run changes:by-page
import {execFileSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {changesByPage, changesFile, type ProductChanges} from '../src/lib/productChanges';

const root = path.resolve(import.meta.dirname, '..');
const file = changesFile(root);
const data = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as ProductChanges;
const out = path.join(root, 'src/data/product/changes-by-page.json');
writeFileSync(out, JSON.stringify(changesByPage(data, file), null, 2) + '\n');
execFileSync('npx', ['prettier', '--log-level=warn', '--write', out], {stdio: 'inherit'});
console.log(`wrote ${path.relative(process.cwd(), out)} from ${file}`);
