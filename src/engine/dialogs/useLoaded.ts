import { useQuery } from '@tanstack/react-query';
import type { Loader } from '../../resources/types';
import { loaderKey } from '../queryKeys';

/** What a declaration's `Loader` resolves to, loaded once per session; undefined until then. */
export function useLoaded<T>(key: string, loader: Loader<T>): T | undefined {
  const { data } = useQuery({ queryKey: loaderKey(key), queryFn: loader, staleTime: Number.POSITIVE_INFINITY });
  return data;
}
