import { ResourceFormDialog } from '../../engine/dialogs/lazyDialogs';
import { offeredByBackend } from '../../engine/features';
import { ResourceList } from '../../engine/list/ResourceList';
import type { DialogProps, ResourceViews } from '../../engine/views';
import { NORMAL_PRODUCTS, productPayload, productQuestion } from '.';
import { PrintLabelsButton } from './PrintLabelsButton';

const LABELS_OF_SELECTED = <PrintLabelsButton />;

// Normal products only (product.md §2); the search waits 300 ms (§9). Ticked rows print their
// shelf labels where the backend keeps barcodes.
const ProductList = () => (
  <ResourceList filter={NORMAL_PRODUCTS} debounce={300} bulkActionButtons={offeredByBackend({ feature: 'barcodes' }) ? LABELS_OF_SELECTED : undefined} />
);
/** Add and Edit Product: asks before saving a selling price under the buying price. */
const ProductForm = (props: DialogProps) => <ResourceFormDialog {...props} transform={productPayload} confirmSave={productQuestion} />;

export default { list: ProductList, create: ProductForm, edit: ProductForm } satisfies ResourceViews;
