import { ResourceFormDialog } from '../../engine/dialogs/lazyDialogs';
import { offeredByBackend } from '../../engine/features';
import { ResourceList } from '../../engine/list/ResourceList';
import type { DialogProps, ResourceViews } from '../../engine/views';
import { NORMAL_PRODUCTS, productPayload, productQuestion } from '.';

// Normal products only (product.md §2); the search waits 300 ms (§9). Where the backend keeps
// barcodes the search finds them too, and says so.
const ProductList = () => (
  <ResourceList filter={NORMAL_PRODUCTS} debounce={300} searchWords={offeredByBackend({ feature: 'barcodes' }) ? 'searchWithBarcode' : undefined} />
);
/** Add and Edit Product: asks before saving a selling price under the buying price. */
const ProductForm = (props: DialogProps) => <ResourceFormDialog {...props} transform={productPayload} confirmSave={productQuestion} />;

export default { list: ProductList, create: ProductForm, edit: ProductForm } satisfies ResourceViews;
