import { useQueries } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useSourceContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { resolveRoute } from '../../api/routes';
import type { RouteSpec } from '../../resources/types';
import { useHttp } from '../HttpContext';

type Answers = Readonly<Record<string, unknown>>;

/**
 * What a form's context rules read: the latest answers of its `formData` routes (a getter,
 * so a validator made before they arrived still sees them), and a number that changes when
 * they do (so live checks run again).
 */
interface FormData {
  read: () => Answers;
  version: number;
}

const NONE: FormData = { read: () => ({}), version: 0 };
const FormDataContext = createContext<FormData>(NONE);

/**
 * The query key of a route answer read for a resource. The same key as the route figures
 * above the list (SummaryFigures), so a form and the cards share one answer, and react-admin
 * reads it again after every write to the resource (it lies under `[resource, 'getList']`).
 */
export const routeAnswerKey = (resource: string, route: RouteSpec) => [resource, 'getList', 'summary', route];

/** Reads the declared routes while the form is open (each time it opens) and gives their answers to its inputs' context rules. */
export function FormDataScope({ resource, routes, children }: { resource: string; routes?: Readonly<Record<string, RouteSpec>>; children: ReactNode }) {
  const http = useHttp();
  const entries = Object.entries(routes ?? {});
  const results = useQueries({
    queries: entries.map(([, route]) => ({
      queryKey: routeAnswerKey(resource, route),
      queryFn: () => {
        const { method, path } = resolveRoute(route);
        return http.request(method, path);
      },
      retry: false,
    })),
  });
  const answers: Record<string, unknown> = {};
  let version = 0;
  entries.forEach(([name], index) => {
    if (results[index].data !== undefined) answers[name] = results[index].data;
    version += results[index].dataUpdatedAt;
  });
  const latest = useRef<Answers>(answers);
  latest.current = answers;
  const value = useRef<FormData>({ read: () => latest.current, version });
  if (value.current.version !== version) value.current = { read: () => latest.current, version };
  return <FormDataContext.Provider value={entries.length ? value.current : NONE}>{children}</FormDataContext.Provider>;
}

export const useFormData = () => useContext(FormDataContext);

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Validates an input as the user types (after the first keystroke, not before) and again when
 * a field it depends on changes or the form's data arrives, so its message shows before Save.
 */
export function LiveCheck({ source, recheckOn = [] }: { source: string; recheckOn?: readonly string[] }) {
  const { trigger, getValues } = useFormContext();
  const sourceContext = useSourceContext();
  const path = sourceContext.getSource(source);
  const watched = useWatch({ name: [path, ...recheckOn.map((field) => sourceContext.getSource(field))] });
  const { version } = useFormData();
  const signature = JSON.stringify([watched, version]);
  const first = useRef(signature);
  useEffect(() => {
    if (signature === first.current) return;
    if (isBlank(getValues(path))) return;
    void trigger(path);
  }, [signature, path, getValues, trigger]);
  return null;
}
