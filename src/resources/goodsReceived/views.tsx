import { lazy } from 'react';
import type { ResourceViews } from '../../engine/views';

// The create dialog loads when first opened; the list is the engine's.
const ReceiptCreateDialog = lazy(() => import('./ReceiptCreateDialog'));

export default { create: ReceiptCreateDialog } satisfies ResourceViews;
