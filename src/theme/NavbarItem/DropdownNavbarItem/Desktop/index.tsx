/**
 * Ejected from @docusaurus/theme-classic 3.10.2
 * (theme/NavbarItem/DropdownNavbarItem/Desktop), not wrapped: the theme's
 * dropdown opens with Enter or Space but has no way to close it from the
 * keyboard except tabbing away. This version adds Escape: it closes the menu
 * and puts focus back on the dropdown's button (WAI-ARIA disclosure pattern).
 * The open state lives inside the component, out of a wrapper's reach, hence
 * the copy. Re-check on each Docusaurus upgrade.
 */
import React, {useState, useRef, useEffect, type ReactNode, type KeyboardEvent} from 'react';
import clsx from 'clsx';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import NavbarItem from '@theme/NavbarItem';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Desktop';

/** A navbar dropdown on wide screens: a button-like link and its menu. */
export default function DropdownNavbarItemDesktop({
  items,
  position,
  className,
  onClick: _onClick,
  ...props
}: Props): ReactNode {
  const dropdownRef = useRef<HTMLDivElement>(null);
  const [showDropdown, setShowDropdown] = useState(false);

  useEffect(() => {
    const handleClickOutside = (event: Event) => {
      if (!dropdownRef.current || dropdownRef.current.contains(event.target as Node)) {
        return;
      }
      setShowDropdown(false);
    };
    document.addEventListener('mousedown', handleClickOutside);
    document.addEventListener('touchstart', handleClickOutside);
    document.addEventListener('focusin', handleClickOutside);
    return () => {
      document.removeEventListener('mousedown', handleClickOutside);
      document.removeEventListener('touchstart', handleClickOutside);
      document.removeEventListener('focusin', handleClickOutside);
    };
  }, [dropdownRef]);

  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && showDropdown) {
      event.preventDefault();
      setShowDropdown(false);
      dropdownRef.current?.querySelector<HTMLElement>('.navbar__link')?.focus();
    }
  };

  return (
    <div
      ref={dropdownRef}
      onKeyDown={closeOnEscape}
      className={clsx('navbar__item', 'dropdown', 'dropdown--hoverable', {
        'dropdown--right': position === 'right',
        'dropdown--show': showDropdown,
      })}>
      <NavbarNavLink
        aria-haspopup="true"
        aria-expanded={showDropdown}
        role="button"
        // # hash makes the <a> focusable when it has no link target (as in the theme).
        href={props.to ? undefined : '#'}
        className={clsx('navbar__link', className)}
        {...props}
        onClick={props.to ? undefined : (e) => e.preventDefault()}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            setShowDropdown(!showDropdown);
          }
        }}>
        {props.children ?? props.label}
      </NavbarNavLink>
      <ul className="dropdown__menu">
        {items.map((childItemProps, i) => (
          <NavbarItem
            isDropdownItem
            activeClassName="dropdown__link--active"
            {...childItemProps}
            key={i}
          />
        ))}
      </ul>
    </div>
  );
}
