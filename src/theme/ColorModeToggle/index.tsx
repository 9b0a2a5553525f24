import React, {type ReactNode} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ColorModeToggleType>;

/** Class on `<html>` while the colour mode switches; src/css/custom.css turns transitions off under it. */
export const switchingClass = 'color-mode-switching';

/**
 * Wraps the theme's colour-mode toggle so that a switch paints the new colours at once, without the
 * colour transitions of links, buttons and menus: the class {@link switchingClass} is on `<html>`
 * from the click until the frame after the first one in the new mode. Those transitions made the
 * frame after the click start dozens of animations (about 8 ms of main thread at 4× CPU slowdown,
 * counted in the switch's response time) and made the page change colour piece by piece.
 */
export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const onChange: Props['onChange'] = (value) => {
    const root = document.documentElement;
    root.classList.add(switchingClass);
    props.onChange(value);
    requestAnimationFrame(() => requestAnimationFrame(() => root.classList.remove(switchingClass)));
  };
  return <ColorModeToggle {...props} onChange={onChange} />;
}
