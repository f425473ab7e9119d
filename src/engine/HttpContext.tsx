import { createContext, useContext } from 'react';
import type { HttpClient } from '../http';

/**
 * The app's one HTTP client, for screens that call routes outside react-admin's verbs
 * (customer history, balances, reports). App.tsx provides it; tests provide their own.
 */
export const HttpContext = createContext<HttpClient | null>(null);

export function useHttp(): HttpClient {
  const http = useContext(HttpContext);
  if (!http) throw new Error('useHttp needs <HttpContext.Provider> (App.tsx provides it)');
  return http;
}
