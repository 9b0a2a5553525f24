/**
 * The installation guides show exactly what the command builder writes by default for their
 * machine (src/lib/installCommand.ts), in both locales, and the builder page is built.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {locales, page} from '../support/build.ts';
import {
  composeFile,
  composeUpCommand,
  defaultChoices,
  dockerRunCommands,
  type Machine,
} from '../../src/lib/installCommand.ts';

/** The text of every code block of a built page, one string per block. */
function codeBlocks(route: string): string[] {
  const $ = page(route);
  return $('main pre code')
    .toArray()
    .map((code) => {
      const lines = $(code).find('.token-line');
      return (lines.length > 0 ? lines.toArray().map((l) => $(l).text()) : [$(code).text()])
        .join('\n')
        .replace(/\n+$/, '');
    });
}

const guides: {doc: string; machine: Machine; compose?: boolean}[] = [
  {doc: 'docker', machine: 'linux'},
  {doc: 'docker-compose', machine: 'linux', compose: true},
  {doc: 'synology', machine: 'synology'},
  {doc: 'freebox-delta', machine: 'freebox-delta'},
];

for (const {prefix, locale} of locales) {
  for (const {doc, machine, compose} of guides) {
    test(`${locale} ${doc}: the page shows the builder's default output`, () => {
      const blocks = codeBlocks(`${prefix}/docs/installation/${doc}/`);
      const expected = compose
        ? [
            composeFile(defaultChoices(machine, 'compose')).trimEnd(),
            composeUpCommand(defaultChoices(machine, 'compose')),
          ]
        : dockerRunCommands(defaultChoices(machine));
      for (const command of expected) {
        assert.ok(
          blocks.includes(command),
          `missing from the page:\n${command}\n\nblocks:\n${blocks.join('\n---\n')}`,
        );
      }
    });
  }
  test(`${locale}: the command builder page is built with the default command`, () => {
    const blocks = codeBlocks(`${prefix}/docs/installation/command-builder/`);
    assert.ok(blocks.includes(dockerRunCommands(defaultChoices())[0]!));
  });
}
