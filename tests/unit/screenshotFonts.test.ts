/**
 * The font check of `npm run screenshots` (scripts/screenshots/fonts.ts): it stops, naming the
 * Debian package, when fontconfig lists no colour font or cannot be asked.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  colourFontQuery,
  colourFonts,
  emojiFontPackage,
  missingEmojiFont,
} from '../../scripts/screenshots/fonts.ts';

test('colourFonts reads the families of fc-list, first name of each, once', () => {
  assert.deepEqual(colourFonts('Noto Color Emoji\nNoto Color Emoji\nTwemoji Mozilla,Twemoji\n\n'), [
    'Noto Color Emoji',
    'Twemoji Mozilla',
  ]);
  assert.deepEqual(colourFonts(''), []);
});

test('an installed colour font passes; none, or no fc-list, names the package to install', () => {
  const calls: string[][] = [];
  const answer = (status: number | null, stdout: string) => (command: string, args: string[]) => {
    calls.push([command, ...args]);
    return {status, stdout};
  };
  assert.equal(missingEmojiFont(answer(0, 'Noto Color Emoji\n')), null);
  assert.deepEqual(calls[0], ['fc-list', ...colourFontQuery]);

  const none = missingEmojiFont(answer(0, ''));
  assert.match(none ?? '', /no colour emoji font/);
  assert.ok(none?.includes(`apt-get install -y ${emojiFontPackage}`), none ?? '');

  const noFcList = missingEmojiFont(answer(null, ''));
  assert.match(noFcList ?? '', /fc-list/);
  assert.ok(noFcList?.includes(emojiFontPackage), noFcList ?? '');
});
