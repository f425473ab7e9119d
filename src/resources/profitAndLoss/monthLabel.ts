import { formatDate } from '../../domain/format';

/** 'Mar 2026' for '2026-03': the month's first day as the shop writes days, without the day. */
export const monthLabel = (month: string) => formatDate(`${month}-01`).replace(/^\d+\s+/, '');
