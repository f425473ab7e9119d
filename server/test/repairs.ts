import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from './helpers';

/** Test helpers for the repairs routes (the shared ones are in helpers.ts). */

export type Rec = Record<string, unknown> & { _id: string };
export type IssueRec = Rec & { name: string; actualCost: number; customerPrice: number; updatedAt: string };
export type RepairRec = Rec & {
  issues: Record<string, unknown>[];
  statusHistory: Record<string, unknown>[];
  status: string;
  finalAmount: number;
  profit?: number;
};

export const UNKNOWN_ID = 'ffffffffffffffffffffffff';

/** The catalogue, by name. */
export async function catalogue(app: FastifyInstance, token: string): Promise<Map<string, IssueRec>> {
  const response = await call(app, 'GET', '/api/repairs/issues', { token });
  expect(response.statusCode, response.body).toBe(200);
  return new Map((response.json() as IssueRec[]).map((issue) => [issue.name, issue]));
}

export async function listRepairs(app: FastifyInstance, token: string): Promise<RepairRec[]> {
  const response = await call(app, 'GET', '/api/repairs', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A repair as the list shows it to `token`'s user. */
export async function storedRepair(app: FastifyInstance, token: string, id: string): Promise<RepairRec | undefined> {
  return (await listRepairs(app, token)).find((repair) => repair._id === id);
}

export async function createRepair(app: FastifyInstance, token: string, body: Record<string, unknown>): Promise<RepairRec> {
  const response = await call(app, 'POST', '/api/repairs', { token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Every key anywhere in a JSON value (nested objects and lists included). */
export function allKeys(value: unknown): Set<string> {
  const keys = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        keys.add(key);
        visit(child);
      }
    }
  };
  visit(value);
  return keys;
}
