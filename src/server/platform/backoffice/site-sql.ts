import { sql, type SQL } from 'drizzle-orm';
import type { SiteScope } from './site-scope';

/**
 * `and <column> = any(<sites>)` for a site scope, nothing for every site: the one way the
 * repositories narrow a query to the sites an operator looks at. The ids go in as one array
 * parameter, each quoted, so no id can end the array literal early. `column` is the caller's
 * own SQL (a column name), never input.
 */
export function inSites(column: string, scope: SiteScope): SQL {
  if (scope === null) return sql``;
  const literal = `{${scope.map((id) => `"${id.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  return sql`and ${sql.raw(column)} = any(${literal}::text[])`;
}
