import type { GetListParams } from 'ra-core';
// Type-only: liste.ts builds TypeBox schemas at load time, which have no place in the browser bundle.
import type { SortDirection } from '../../../domain/api/liste';
import type { Query, QueryValue } from './apiBase';

type Scalar = string | number | boolean;

/**
 * react-admin's list parameters in the query shape of every list endpoint (DESIGN.md section 7):
 * request.paging.size/index (index zero-based, react-admin's page is one-based),
 * request.ordering.key/direction (1 ascending, 2 descending) and request.filter.<key>; multi-valued filters
 * repeat the parameter, nested filter objects become dotted keys, empty values are left out.
 */
export function listQuery(params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>): Query {
  const query: Query = {};
  if (params.pagination) {
    query['request.paging.size'] = params.pagination.perPage;
    query['request.paging.index'] = Math.max(0, params.pagination.page - 1);
  }
  if (params.sort?.field) {
    query['request.ordering.key'] = params.sort.field;
    const direction: SortDirection = params.sort.order === 'DESC' ? 2 : 1;
    query['request.ordering.direction'] = direction;
  }
  addFilter(query, 'request.filter', params.filter);
  return query;
}

function addFilter(query: Query, prefix: string, value: unknown): void {
  if (value === null || value === undefined || value === '') return;
  if (value instanceof Date) {
    query[prefix] = value.toISOString();
  } else if (Array.isArray(value)) {
    const values = value.filter(isScalar);
    if (values.length > 0) query[prefix] = values as QueryValue;
  } else if (typeof value === 'object') {
    for (const [key, nested] of Object.entries(value)) addFilter(query, `${prefix}.${key}`, nested);
  } else if (isScalar(value)) {
    query[prefix] = value;
  }
}

function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}
