import { useGetOne } from 'react-admin';
import type { ShopRecord } from '../../resources/types';
import { useNotice } from '../notices';
import { useDeclaration } from '../useDeclaration';

/** The record a row dialog is about, read from the cached list (product.md §8 fetch failure on error). */
export function useDialogRecord(id: string) {
  const { name } = useDeclaration();
  const notice = useNotice();
  return useGetOne<ShopRecord>(
    name,
    { id },
    { onError: () => notice.error(`resources.${name}.notifications.fetchFailed`) },
  );
}
