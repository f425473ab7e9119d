import { describe, expect, it } from 'vitest';
import { sameSidebar } from './sameSidebar';

function Menu({ dense }: { dense?: boolean }) {
  return <nav>{dense ? 'dense' : 'menu'}</nav>;
}
function OtherMenu() {
  return <nav>other</nav>;
}

describe('sameSidebar', () => {
  it('takes a new element of the same menu with the same props as unchanged', () => {
    expect(sameSidebar({ appBarAlwaysOn: true, children: <Menu /> }, { appBarAlwaysOn: true, children: <Menu /> })).toBe(true);
  });

  it('sees another menu, other menu props and other sidebar props as a change', () => {
    expect(sameSidebar({ children: <Menu /> }, { children: <OtherMenu /> })).toBe(false);
    expect(sameSidebar({ children: <Menu /> }, { children: <Menu dense /> })).toBe(false);
    expect(sameSidebar({ appBarAlwaysOn: true, children: <Menu /> }, { appBarAlwaysOn: false, children: <Menu /> })).toBe(false);
    expect(sameSidebar({ children: <Menu /> }, { className: 'wide', children: <Menu /> })).toBe(false);
  });
});
