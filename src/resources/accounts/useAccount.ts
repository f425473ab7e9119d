import { useQuery } from '@tanstack/react-query';
import type { PartyType } from '../../domain/payments';
import { useHttp } from '../../engine/HttpContext';
import { accountKey, type AccountStatement } from './account';

/** Whose account: a customer's or an agent's. */
export interface AccountParty {
  type: PartyType;
  id: string;
}

/**
 * One account as the Accounts screen reads it (GET /accounts/:partyType/:partyId), under one
 * key for its dialog and a sale's payment alike: the figures a sale shows are the dialog's,
 * and a saved bill or payment marks both stale. Nothing is read without a party.
 */
export function useAccount(party: AccountParty | undefined) {
  const http = useHttp();
  return useQuery({
    queryKey: accountKey(party?.type ?? 'customer', party?.id ?? ''),
    queryFn: () => http.request('GET', `/accounts/${party!.type}/${encodeURIComponent(party!.id)}`) as Promise<AccountStatement>,
    enabled: party !== undefined,
    retry: false,
  });
}
