import DashboardIcon from '@mui/icons-material/Dashboard';
import { Box, Typography } from '@mui/material';
import { createElement } from 'react';
import { Menu, MenuItemLinkClasses, useCanAccessResources, useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { registry } from '../resources/registry';

const byMenuOrder = [...registry].sort((a, b) => a.menu.order - b.menu.order);
const names = byMenuOrder.map((resource) => resource.name);

/** Product title, Dashboard, then the registry's items this role may see (action `menu`). */
export function ShopMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { pathname } = useLocation();
  const { canAccess, isPending } = useCanAccessResources({ action: 'menu', resources: names });

  return (
    <Menu>
      {open && (
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography variant="h6" component="div" noWrap>
            {translate('app.title')}
          </Typography>
        </Box>
      )}
      {/* The dashboard is at / as at /dashboard: its item is highlighted at both. */}
      <Menu.Item
        to="/dashboard"
        primaryText={translate('app.menu.dashboard')}
        leftIcon={<DashboardIcon />}
        className={pathname === '/' ? MenuItemLinkClasses.active : undefined}
      />
      {!isPending &&
        byMenuOrder
          .filter((resource) => canAccess?.[resource.name])
          .map((resource) => (
            <Menu.Item
              key={resource.name}
              to={`/${resource.name}`}
              primaryText={translate(`resources.${resource.name}.name`, { smart_count: 2 })}
              leftIcon={createElement(resource.icon)}
            />
          ))}
    </Menu>
  );
}
