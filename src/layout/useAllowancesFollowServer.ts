import { focusManager, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { roleOf } from '../domain/roles';
import { allowancesOf } from '../domain/settings';
import { offeredByBackend } from '../engine/features';
import { useHttp } from '../engine/HttpContext';
import { SETTINGS_ROUTE, type SettingsAnswer } from '../engine/shop';
import { routeAnswerQuery } from '../engine/useRouteAnswer';
import { readAllowances, readUser, saveAllowances } from '../session';

/**
 * Staff follow the owner's switches in Settings (staff may receive goods, issue 47) without
 * signing in again: as the console opens (a reload keeps the switches stored at sign-in, which may
 * be old) and each time its window comes back into focus (react-query's focus, the one that
 * refreshes react-admin's lists), the settings are read again, and a switch turned on or off since
 * shows or hides its menu entry and screen at once. Only staff on a backend that keeps settings
 * (our server) ask: the owner's access does not depend on the switches, and the shop's own backend
 * has none, so it is asked nothing new.
 */
export function useAllowancesFollowServer(): void {
  const http = useHttp();
  const queryClient = useQueryClient();
  useEffect(() => {
    function follow() {
      const user = readUser();
      if (!user || roleOf(user) !== 'admin' || !offeredByBackend({ feature: 'settings' })) return;
      // The settings' shared answer, read afresh (every other reader of it gets the new one too;
      // a read already on its way, such as the dashboard's, is the one waited for).
      queryClient.fetchQuery({ ...routeAnswerQuery(http, SETTINGS_ROUTE), staleTime: 0 }).then(
        (answer) => {
          const now = allowancesOf(answer as SettingsAnswer);
          const before = readAllowances();
          if (now.length === before.length && now.every((allowance) => before.includes(allowance))) return;
          saveAllowances(now);
          // Every answer of "may I" (the menu's, a screen's, a button's) is asked again.
          return queryClient.invalidateQueries({ queryKey: ['auth'] });
        },
        // Unread (offline, a refusal): the switches stay as last read; the server still decides.
        () => undefined,
      );
    }
    follow();
    return focusManager.subscribe((focused) => {
      if (focused) follow();
    });
  }, [http, queryClient]);
}
