import { Alert, LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { AccessDeniedPage } from '../custom/AccessDeniedPage';
import { shopDay } from '../domain/dates';
import { monthOf } from '../domain/profitAndLoss';
import { useHttp } from './HttpContext';
import { serverMessageKey } from './notices';

/**
 * What the owner's reports share (src/resources/productSales, staffSales, …): who may open one,
 * the range of days it is asked for, and what shows while its answer is refused, failed or on
 * its way. Each report's figures, chart and table are its own.
 */

/** The owner's report: anyone else sees the access-denied page and sends no request. */
export function OwnersReport({ resource, children }: { resource: string; children: ReactNode }) {
  const { canAccess, isPending } = useCanAccess({ resource, action: 'list' });
  if (isPending) return <LinearProgress />;
  if (!canAccess) return <AccessDeniedPage />;
  return <>{children}</>;
}

/** A report's range of shop days (this month at first) and the server's answer at `path` for it, with any other words of `query`. */
export function useReportAnswer<T>(resource: string, path: string, query: Record<string, string> = {}) {
  const http = useHttp();
  const [range, setRange] = useState(() => monthOf(shopDay()));
  const ready = Boolean(range.from && range.to);
  const asked = { from: range.from, to: range.to, ...query };
  const answer = useQuery({
    queryKey: [resource, asked],
    queryFn: () => http.request<T>('GET', path, { query: asked }),
    enabled: ready,
    retry: 0,
  });
  const problem = answer.error ? serverMessageKey(answer.error) : undefined;
  return { range, setRange, ready, data: answer.data, error: answer.error, isPending: answer.isPending, problem };
}

export type ReportState<T> = ReturnType<typeof useReportAnswer<T>>;

interface ReportBodyProps<T> {
  report: ReportState<T>;
  /** The report's own words for an answer that did not come. */
  failed: string;
  /** A refusal the screen shows under its own field, not here (and nothing else meanwhile). */
  fieldProblem?: string;
  children: (data: T) => ReactNode;
}

/** The server's refusal in its words, a failure, nothing before both days are set, a bar while waiting, then the report's body. */
export function ReportBody<T>({ report, failed, fieldProblem, children }: ReportBodyProps<T>) {
  const translate = useTranslate();
  const { problem, error, ready, isPending, data } = report;
  if (problem && problem === fieldProblem) return null;
  if (problem) return <Alert severity="error">{translate(`app.messages.${problem}`)}</Alert>;
  if (error) return <Alert severity="error">{failed}</Alert>;
  if (!ready) return null;
  if (isPending || !data) return <LinearProgress />;
  return <>{children(data)}</>;
}
