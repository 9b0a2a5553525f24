// Makes the spaces before : ; ? ! » and after « non-breaking in the French docs of every version (see
// src/lib/frenchTypography.ts) and guides, and prints the files it changed.
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fixFrenchTypography} from '../src/lib/frenchTypography.ts';
import {frenchDocsFiles, root} from './lib/content.ts';

for (const file of frenchDocsFiles()) {
  const text = readFileSync(file, 'utf8');
  const fixed = fixFrenchTypography(text);
  if (fixed !== text) {
    writeFileSync(file, fixed);
    console.log(`fixed ${path.relative(root, file)}`);
  }
}
