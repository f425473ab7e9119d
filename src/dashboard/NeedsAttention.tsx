import WalletIcon from '@mui/icons-material/AccountBalanceWallet';
import InventoryIcon from '@mui/icons-material/Inventory2';
import ScheduleIcon from '@mui/icons-material/Schedule';
import StorefrontIcon from '@mui/icons-material/Storefront';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { Card, CardContent, CardHeader, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { providerBalances, type LowStockSummary, type RepairsWaiting } from '../domain/dashboard';
import { formatMoney } from '../domain/labels';
import { RECHARGE_TYPES } from '../domain/recharge';
import { RETURNED_STATUS } from '../domain/repairs';
import { listLink } from '../engine/list/listLink';
import { ThresholdSettings } from './ThresholdSettings';
import type { Thresholds } from './thresholds';
import type { Loaded } from './useShopData';

interface Props {
  balances: Loaded<unknown>;
  /** Counted from the repairs list, or by a backend that counts them. */
  waiting: Loaded<RepairsWaiting>;
  /** From the products list at the stock threshold, or by a backend that counts them. */
  lowStock: Loaded<LowStockSummary>;
  thresholds: Thresholds;
  /** Owners set the thresholds; top-ups are on their Recharge Management screen. */
  owner: boolean;
  /** Items of parts a backend may lack (today's close due), listed first. */
  children?: ReactNode;
}

const t = (key: string) => `app.dashboard.attention.${key}`;

interface Item {
  key: string;
  icon: ReactNode;
  primary: string;
  secondary: string;
  to: string;
}

/** One thing waiting, leading to its screen. */
export function AttentionItem({ icon, primary, secondary, to }: Omit<Item, 'key'>) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} to={to}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText primary={primary} secondary={secondary} />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * What waits for someone: each provider's balance (a warning when low), repairs back from the
 * company waiting for the customer, repairs past their expected return date and products low
 * in stock. Each leads to its screen with the matching filter; a list that failed says so.
 */
export function NeedsAttention({ balances, waiting, lowStock, thresholds, owner, children }: Props) {
  const translate = useTranslate();
  const rechargeScreen = owner ? 'recharges/management' : 'recharges/history';

  const part = (loaded: Loaded<unknown>, failure: string, items: () => Item[]): ReactNode => {
    if (loaded.failed) return <Failure key={failure} text={translate(failure)} />;
    if (loaded.data === undefined) return <ListItem key={failure}><ListItemText secondary="…" /></ListItem>;
    return items().map(({ key, ...item }) => <AttentionItem key={key} {...item} />);
  };

  const balanceItems = () =>
    providerBalances(RECHARGE_TYPES, balances.data, thresholds.balance).map(({ type, amount, low }) => ({
      key: `balance-${type}`,
      icon: low ? <WarningIcon color="warning" /> : <WalletIcon />,
      primary: translate(t('balance'), { provider: type }),
      secondary: low ? translate(t('lowBalance'), { amount: formatMoney(amount) }) : formatMoney(amount),
      to: listLink(rechargeScreen, { rechargeType: type }),
    }));

  const repairItems = () => {
    const { returned, overdue } = waiting.data!;
    const count = (value: number) => translate(t('repairs'), { smart_count: value });
    return [
      { key: 'returned', icon: <StorefrontIcon color={returned ? 'info' : 'inherit'} />, primary: translate(t('returned')), secondary: count(returned), to: listLink('repairs/management', { status: RETURNED_STATUS }) },
      { key: 'overdue', icon: <ScheduleIcon color={overdue ? 'warning' : 'inherit'} />, primary: translate(t('overdue')), secondary: count(overdue), to: listLink('repairs/management', { overdue: true }) },
    ];
  };

  const stockItems = () => {
    const { total, products } = lowStock.data!;
    const names = products.map((product) => `${product.name} (${product.quantity})`);
    const more = total > products.length ? [translate('app.list.more', { count: total - products.length })] : [];
    return [
      {
        key: 'stock',
        icon: <InventoryIcon color={total ? 'warning' : 'inherit'} />,
        primary: translate(t('lowStock'), { stock: thresholds.stock }),
        secondary: total ? [...names, ...more].join(', ') : translate(t('products'), { smart_count: 0 }),
        to: listLink('products', { quantity_lte: thresholds.stock }),
      },
    ];
  };

  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader title={translate(t('title'))} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <List dense disablePadding aria-label={translate(t('title'))}>
        {children}
        {part(balances, 'resources.recharges/history.notifications.summaryFailed', balanceItems)}
        {part(waiting, 'resources.repairs/management.notifications.fetchFailed', repairItems)}
        {part(lowStock, 'resources.products.notifications.fetchFailed', stockItems)}
      </List>
      {owner && (
        <CardContent>
          <ThresholdSettings />
        </CardContent>
      )}
    </Card>
  );
}

function Failure({ text }: { text: string }) {
  return (
    <ListItem>
      <ListItemText primary={text} slotProps={{ primary: { color: 'error', role: 'alert' } }} />
    </ListItem>
  );
}
