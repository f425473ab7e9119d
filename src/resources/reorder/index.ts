import ReorderIcon from '@mui/icons-material/AddShoppingCart';
import type { ResourceDeclaration } from '../types';

/**
 * The reorder list (issue 47, our server's `reorder`; rules in src/domain/reorder.ts): the
 * products at or under their reorder level, by the supplier last bought from, each group turned
 * into a purchase order to print or send on WhatsApp in the supplier's language. The owner's
 * alone (what to buy is their call); a page of its own over `GET /stock/reorder`, not a list of
 * records: a purchase order is a paper, not kept.
 */
export const stockReorder: ResourceDeclaration = {
  name: 'stock/reorder',
  icon: ReorderIcon,
  menu: { order: 47 },
  feature: 'reorder',
  columns: [],
  inputs: [],
  views: () => import('./views'),
};
