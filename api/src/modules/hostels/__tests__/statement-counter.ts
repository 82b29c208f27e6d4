// Counts the SQL statements the API sends, by wrapping the drivers' query methods in this process
// (the test server runs in-process): pg's Client for PostgreSQL, PGlite's query for PGlite.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

type Owner = Record<string, unknown> & { query: (...args: unknown[]) => unknown };

function ownerOfQuery(prototype: object): Owner {
  let current: object | null = prototype;
  while (current && !Object.hasOwn(current, 'query'))
    current = Object.getPrototypeOf(current) as object | null;
  if (!current) throw new Error('No query method to count.');
  return current as Owner;
}

export function startCountingStatements() {
  let count = 0;
  const owners = [ownerOfQuery(pg.Client.prototype), ownerOfQuery(PGlite.prototype)];
  const originals = owners.map((owner) => owner.query);
  owners.forEach((owner, i) => {
    const original = originals[i]!;
    owner.query = function (this: unknown, ...args: unknown[]) {
      count += 1;
      return original.apply(this, args);
    };
  });
  return {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
    stop() {
      owners.forEach((owner, i) => {
        owner.query = originals[i]!;
      });
    },
  };
}
