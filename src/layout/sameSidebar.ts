import { isValidElement } from 'react';
import type { SidebarProps } from 'react-admin';

/**
 * Whether react-admin's side menu would draw the same thing: the layout passes a new menu
 * element at every render (`<ShopMenu />`), so the menu counts as unchanged while it is the same
 * component with the same key and props; every other prop is compared as React.memo would.
 */
export function sameSidebar({ children: menuBefore, ...before }: SidebarProps, { children: menuAfter, ...after }: SidebarProps): boolean {
  const sameMenu =
    menuBefore === menuAfter ||
    (isValidElement<object>(menuBefore) && isValidElement<object>(menuAfter) && menuBefore.type === menuAfter.type && menuBefore.key === menuAfter.key && sameProps(menuBefore.props, menuAfter.props));
  return sameMenu && sameProps(before, after);
}

function sameProps(before: object, after: object): boolean {
  const keys = Object.keys(before) as (keyof typeof before)[];
  return keys.length === Object.keys(after).length && keys.every((key) => Object.is(before[key], after[key]));
}
