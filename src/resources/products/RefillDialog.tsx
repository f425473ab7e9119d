import RowFormDialog from '../../engine/dialogs/RowFormDialog';
import { refilledQuantity, refillRules, stockRefilledMessage } from '../../domain/products';
import type { RowActionDeclaration, RowDialogProps, RowFormDeclaration } from '../types';
import { products, type Product } from '.';

const refill: RowFormDeclaration<Product> = {
  inputs: [{ source: 'added', kind: 'integer', rules: refillRules.quantity }],
  // product.md §5, §7: the new stock is the current one plus what is added, sent as `quantity`.
  payload: (values, product) => ({ quantity: refilledQuantity(product.quantity, Number(values.added)) }),
  figures: [
    { key: 'currentStock', kind: 'count', value: (_values, product) => product.quantity },
    { key: 'newStock', kind: 'count', value: (values, product) => product.quantity + (Number(values.added) || 0) },
  ],
};

/** Refill Stock: how many are added, the stock now and after; the notice says the new stock (product.md §5). */
export default function RefillDialog({ id, onClose }: RowDialogProps) {
  const item = products.rowActions!.find((action) => action.action === 'refill') as RowActionDeclaration<any>;
  return (
    <RowFormDialog
      item={item}
      form={refill}
      id={id}
      onClose={onClose}
      success={(saved) => stockRefilledMessage(Number(saved.quantity))}
      // A refusal keeps the form's own wording ("Failed to refill stock"), the server's reason beneath it.
      fallbackOnly
    />
  );
}
