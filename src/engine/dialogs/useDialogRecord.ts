import { useGetOne, useTranslate } from 'react-admin';
import type { ShopRecord } from '../../resources/types';
import { useNotice } from '../notices';
import { useDeclaration } from '../useDeclaration';

/**
 * The record a row dialog is about: its own route's answer where the resource declares one
 * (a bill), else the cached list's copy. On error, product.md §8's fetch failure: the screen's
 * one-record wording ('Failed to fetch bill details') where it has one, else its list's.
 */
export function useDialogRecord(id: string) {
  const { name } = useDeclaration();
  const notice = useNotice();
  const translate = useTranslate();
  return useGetOne<ShopRecord>(
    name,
    { id },
    {
      onError: () =>
        notice.error(
          translate(`resources.${name}.notifications.fetchOneFailed`, { _: translate(`resources.${name}.notifications.fetchFailed`) }),
        ),
    },
  );
}
