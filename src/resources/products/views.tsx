import { ResourceFormDialog } from '../../engine/dialogs/lazyDialogs';
import { ResourceList } from '../../engine/list/ResourceList';
import type { DialogProps, ResourceViews } from '../../engine/views';
import { NORMAL_PRODUCTS, productPayload, productQuestion } from '.';

// Normal products only (product.md §2); the search waits 300 ms (§9).
const ProductList = () => <ResourceList filter={NORMAL_PRODUCTS} debounce={300} />;
/** Add and Edit Product: asks before saving a selling price under the buying price. */
const ProductForm = (props: DialogProps) => <ResourceFormDialog {...props} transform={productPayload} confirmSave={productQuestion} />;

export default { list: ProductList, create: ProductForm, edit: ProductForm } satisfies ResourceViews;
