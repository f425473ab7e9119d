import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CoreAdminContext, type AuthProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { useGrants } from './useGrants';

/** An authProvider that knows at once (from the stored session) and answers the same a moment later, or not. */
function authProvider(answer: (action: string) => boolean) {
  const asked: string[] = [];
  const provider: AuthProvider & { canAccessNow: (params: { resource: string; action: string }) => boolean } = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    canAccessNow: ({ action }) => action === 'edit',
    canAccess: async ({ action }) => {
      asked.push(action);
      return answer(action);
    },
  };
  return { provider, asked };
}

function renderGrants(provider: AuthProvider) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext authProvider={provider} queryClient={new QueryClient()}>
      {children}
    </CoreAdminContext>
  );
  let renders = 0;
  const hook = renderHook(
    () => {
      renders += 1;
      return useGrants('bills', ['edit', 'delete']);
    },
    { wrapper },
  );
  return { ...hook, renders: () => renders };
}

describe("useGrants: the role's grants on a resource", () => {
  it('has what the session knows from the first render, and is not drawn again when the answer says the same', async () => {
    const { provider, asked } = authProvider((action) => action === 'edit');
    const { result, renders } = renderGrants(provider);
    const first = result.current;
    expect(first).toEqual({ edit: true, delete: false });
    await waitFor(() => expect(asked).toEqual(['edit', 'delete']));
    const rendersOnceAsked = renders();
    // The answer has settled: the same object, and no render for it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(first);
    expect(renders()).toBe(rendersOnceAsked);
  });

  it('takes the answer when it differs from what the session said', async () => {
    const { provider } = authProvider(() => true);
    const { result } = renderGrants(provider);
    expect(result.current).toEqual({ edit: true, delete: false });
    await waitFor(() => expect(result.current).toEqual({ edit: true, delete: true }));
  });
});
