import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetOneParams,
  GetOneResult,
  Identifier,
  QueryFunctionContext,
  RaRecord,
  UpdateParams,
  UpdateResult,
} from 'ra-core';
import type { ListeAntwort } from '../../domain/api/liste';
import { fuerFormular } from './http/formularFehler';
import { request } from './http/httpClient';
import { listQuery } from './http/listQuery';

/**
 * A react-admin DataProvider over REST endpoints of the portal's shape: each resource name maps to its base
 * URL (e.g. `{ ausschreibung: '/api/ausschreibungasadmin' }`), lists answer `{ items, total }` (with
 * `totalUntergrenze` when there are more than `total`), single
 * records live at `{base}/{id}`. All calls go through the one HTTP client.
 */
export function createDataProvider(resources: Record<string, string>): DataProvider {
  const baseOf = (resource: string): string => {
    const base = resources[resource];
    if (base === undefined) throw new Error(`Unbekannte Ressource: ${resource}`);
    return base.replace(/\/+$/, '');
  };
  const recordUrl = (resource: string, id: Identifier) => `${baseOf(resource)}/${encodeURIComponent(String(id))}`;

  async function getList<R extends RaRecord = RaRecord>(
    resource: string,
    params: GetListParams & QueryFunctionContext,
  ): Promise<GetListResult<R>> {
    const answer = await request<ListeAntwort<R>>(baseOf(resource), { query: listQuery(params), signal: params.signal });
    if (!answer.totalUntergrenze) return { data: answer.items, total: answer.total };
    // More than `total` matches: react-admin's partial pagination (no total, a next page); the bound for the text.
    return {
      data: answer.items,
      pageInfo: { hasNextPage: true, hasPreviousPage: (params.pagination?.page ?? 1) > 1 },
      meta: { mehrAls: answer.total },
    };
  }

  async function getOne<R extends RaRecord = RaRecord>(
    resource: string,
    params: GetOneParams<R> & QueryFunctionContext,
  ): Promise<GetOneResult<R>> {
    return { data: await request<R>(recordUrl(resource, params.id), { signal: params.signal }) };
  }

  async function update<R extends RaRecord = RaRecord>(resource: string, params: UpdateParams<R>): Promise<UpdateResult<R>> {
    const answer = await request<R | undefined>(recordUrl(resource, params.id), { method: 'PUT', body: params.data }).catch(fuerFormular);
    // 204: the server accepted the record as sent.
    return { data: answer ?? ({ ...params.previousData, ...params.data, id: params.id } as R) };
  }

  async function deleteOne<R extends RaRecord = RaRecord>(resource: string, params: DeleteParams<R>): Promise<DeleteResult<R>> {
    await request(recordUrl(resource, params.id), { method: 'DELETE', responseType: 'none' });
    return { data: params.previousData ?? ({ id: params.id } as R) };
  }

  async function create<R extends RaRecord = RaRecord>(resource: string, params: CreateParams): Promise<CreateResult<R>> {
    // The server answers the created record or only its new id.
    const answer = await request<R | Identifier>(baseOf(resource), { method: 'POST', body: params.data }).catch(fuerFormular);
    const data = typeof answer === 'object' && answer !== null ? { ...params.data, ...answer } : { ...params.data, id: answer };
    return { data: data as R };
  }

  return {
    supportAbortSignal: true,
    getList,
    getOne,

    // The endpoints have no bulk read; react-admin batches reference look-ups into this call.
    async getMany(resource, params) {
      const answers = await Promise.all(params.ids.map((id) => getOne(resource, { id, signal: params.signal })));
      return { data: answers.map((answer) => answer.data) };
    },

    async getManyReference(resource, params) {
      return getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },

    create,
    update,

    // One call after the other: a failure stops the rest instead of leaving an unknown mix behind.
    async updateMany(resource, params) {
      for (const id of params.ids) await update(resource, { id, data: params.data, previousData: { id } });
      return { data: params.ids };
    },

    delete: deleteOne,

    async deleteMany(resource, params) {
      for (const id of params.ids) await deleteOne(resource, { id });
      return { data: params.ids };
    },
  };
}
