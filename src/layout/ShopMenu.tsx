import DashboardIcon from '@mui/icons-material/Dashboard';
import { Box, ListItemIcon, ListSubheader, MenuItem, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { createElement, memo, useMemo, type ComponentType } from 'react';
import { Menu, MenuItemLinkClasses, useCanAccessResources, useResourceDefinitions, useSidebarState, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { preloadScreen } from '../screens';

const WRAPPED_ITEMS = { '& .MuiTypography-noWrap': { whiteSpace: 'normal' } } as const;

/** react-admin's menu item look (`RaMenuItemLink`): secondary text, the shown screen's item in primary. */
const ITEM_SX = (theme: Theme) => ({
  color: (theme.vars || theme).palette.text.secondary,
  [`& .${MenuItemLinkClasses.icon}`]: { color: (theme.vars || theme).palette.text.secondary, minWidth: theme.spacing(5) },
  [`&.${MenuItemLinkClasses.active}`]: { color: (theme.vars || theme).palette.text.primary },
});
const GROW = { flexGrow: 1 } as const;
const GROUP_LABEL = { lineHeight: 2.5, mt: 1, bgcolor: 'transparent' } as const;
const MENU_TITLE_BOX = (theme: Theme) => ({ px: 2, pt: 1.5, boxSizing: 'border-box' as const, width: theme.sidebar?.width ?? 240 });

interface ItemProps {
  to: string;
  label: string;
  icon?: ComponentType;
  active: boolean;
}

/**
 * One item of the side menu, as react-admin's `Menu.Item` draws it (its classes, a tooltip when
 * the menu is closed, the menu closing on a small screen once an item is chosen), but told by
 * the menu whether it is the shown screen's. react-admin's own item follows the URL itself, so
 * every item (with its MUI parts and their styles) was drawn again at every change of the URL: a
 * page turn, a filter, a search. Memoised, an item draws again only when it becomes active or not.
 */
const ShopMenuItem = memo(function ShopMenuItem({ to, label, icon, active }: ItemProps) {
  const [open, setOpen] = useSidebarState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const item = (
    <MenuItem
      component={Link}
      to={to}
      className={active ? `${MenuItemLinkClasses.root} ${MenuItemLinkClasses.active}` : MenuItemLinkClasses.root}
      tabIndex={0}
      onClick={small ? () => setOpen(false) : undefined}
      // The screen's code starts loading as the pointer (a finger too) or the focus reaches its item.
      onPointerEnter={() => preloadScreen(to)}
      onFocus={() => preloadScreen(to)}
      sx={ITEM_SX}
    >
      {icon && <ListItemIcon className={MenuItemLinkClasses.icon}>{createElement(icon)}</ListItemIcon>}
      <Typography variant="inherit" noWrap sx={GROW}>
        {label}
      </Typography>
    </MenuItem>
  );
  return open ? (
    item
  ) : (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
});

/** Whether `pathname` shows the screen at `to` (itself or below it), as react-admin's item matched it. */
const shows = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/**
 * Product title, Dashboard, then the declared resources this role may see (action `menu`), in
 * their menu order. It reads react-admin's resource definitions (App.tsx registers each
 * declaration with its icon and `options.menuOrder`), so the menu loads no declaration itself.
 * Only this component follows the URL; the list below draws again when the shown screen's item
 * changes, not at every page turn or filter.
 */
export function ShopMenu() {
  const { pathname } = useLocation();
  const definitions = useResourceDefinitions();
  // The dashboard is at / as at /dashboard: its item is highlighted at both.
  const active =
    pathname === '/' || shows(pathname, '/dashboard')
      ? '/dashboard'
      : (Object.keys(definitions)
          .map((name) => `/${name}`)
          .find((to) => shows(pathname, to)) ?? '');
  return <ShopMenuList active={active} />;
}

const ShopMenuList = memo(function ShopMenuList({ active }: { active: string }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const resourceDefinitions = useResourceDefinitions();
  const definitions = useMemo(
    () => Object.values(resourceDefinitions).sort((a, b) => (a.options?.menuOrder ?? 0) - (b.options?.menuOrder ?? 0)),
    [resourceDefinitions],
  );
  const { canAccess, isPending } = useCanAccessResources({ action: 'menu', resources: definitions.map((resource) => resource.name) });

  return (
    <>
      {/* Outside the menu: a menu holds menu items only (its first child would also take the focus). */}
      {open && (
        // As wide as the menu: the fixed sidebar is as wide as its widest child, so a title without
        // a width stayed on one line and ran under the menu's edge, cut mid-letter in Sinhala.
        <Box sx={MENU_TITLE_BOX}>
          {/* Wraps rather than ending in an ellipsis: the shop's name in Sinhala or Tamil is wider than the menu. */}
          <Typography variant="h6" component="div" className="shop-menu-title" sx={{ lineHeight: 1.3 }}>
            {translate('app.title')}
          </Typography>
        </Box>
      )}
      {/* An open menu wraps a long item ('Recharge Management') rather than cutting it; a closed one shows icons only. */}
      <Menu sx={open ? WRAPPED_ITEMS : undefined}>
        <ShopMenuItem to="/dashboard" label={translate('app.menu.dashboard')} icon={DashboardIcon} active={active === '/dashboard'} />
        {!isPending &&
          definitions
            .filter((resource) => canAccess?.[resource.name])
            .flatMap((resource, index, shown) => {
              // A group's label over its first item, while the menu is open (a closed one shows icons only).
              const group: string | undefined = resource.options?.menuGroup;
              const heads = open && group && shown[index - 1]?.options?.menuGroup !== group;
              const item = (
                <ShopMenuItem
                  key={resource.name}
                  to={`/${resource.name}`}
                  label={translate(`resources.${resource.name}.name`, { smart_count: 2 })}
                  icon={resource.icon}
                  active={active === `/${resource.name}`}
                />
              );
              if (!heads) return [item];
              return [
                <ListSubheader key={`group-${group}`} role="presentation" disableSticky sx={GROUP_LABEL}>
                  {translate(`app.menu.groups.${group}`)}
                </ListSubheader>,
                item,
              ];
            })}
      </Menu>
    </>
  );
});
