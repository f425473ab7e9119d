import DashboardIcon from '@mui/icons-material/Dashboard';
import { Box, Typography } from '@mui/material';
import { createElement } from 'react';
import { Menu, MenuItemLinkClasses, useCanAccessResources, useResourceDefinitions, useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';

const WRAPPED_ITEMS = { '& .MuiTypography-noWrap': { whiteSpace: 'normal' } } as const;

/**
 * Product title, Dashboard, then the declared resources this role may see (action `menu`), in
 * their menu order. It reads react-admin's resource definitions (App.tsx registers each
 * declaration with its icon and `options.menuOrder`), so the menu loads no declaration itself.
 */
export function ShopMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { pathname } = useLocation();
  const definitions = Object.values(useResourceDefinitions()).sort((a, b) => (a.options?.menuOrder ?? 0) - (b.options?.menuOrder ?? 0));
  const { canAccess, isPending } = useCanAccessResources({ action: 'menu', resources: definitions.map((resource) => resource.name) });

  return (
    <>
      {/* Outside the menu: a menu holds menu items only (its first child would also take the focus). */}
      {open && (
        <Box sx={{ px: 2, pt: 1.5 }}>
          {/* Wraps rather than ending in an ellipsis: the shop's name in Sinhala or Tamil is wider than the menu. */}
          <Typography variant="h6" component="div" className="shop-menu-title" sx={{ lineHeight: 1.3 }}>
            {translate('app.title')}
          </Typography>
        </Box>
      )}
      {/* An open menu wraps a long item ('Recharge Management') rather than cutting it; a closed one shows icons only. */}
      <Menu sx={open ? WRAPPED_ITEMS : undefined}>
      {/* The dashboard is at / as at /dashboard: its item is highlighted at both. */}
      <Menu.Item
        to="/dashboard"
        primaryText={translate('app.menu.dashboard')}
        leftIcon={<DashboardIcon />}
        className={pathname === '/' ? MenuItemLinkClasses.active : undefined}
      />
      {!isPending &&
        definitions
          .filter((resource) => canAccess?.[resource.name])
          .map((resource) => (
            <Menu.Item
              key={resource.name}
              to={`/${resource.name}`}
              primaryText={translate(`resources.${resource.name}.name`, { smart_count: 2 })}
              leftIcon={resource.icon ? createElement(resource.icon) : undefined}
            />
          ))}
      </Menu>
    </>
  );
}
