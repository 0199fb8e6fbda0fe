import { inspectionTypeEndpoints } from '@syna/contracts/endpoints/lookups';
import { orderTypeEndpoints } from '@syna/contracts/endpoints/orders';
import { priceEndpoints } from '@syna/contracts/endpoints/prices';
import type { PriceArticleInput, PricedTypeKind, PriceRow, TypePriceInput } from '@syna/contracts/prices';
import { useTenantMutation, useTenantQuery, type TenantCache } from '@/lib/http/endpoint-hooks';

export const priceKeys = {
  list: (tenantId: string) => ['prices', tenantId] as const,
  types: (tenantId: string) => ['prices', tenantId, 'types'] as const,
  assignment: (tenantId: string, id: string) => ['prices', tenantId, 'assignment', id] as const,
};

const refreshList = ({ tenantId, queryClient }: TenantCache) =>
  queryClient.invalidateQueries({ queryKey: priceKeys.list(tenantId), exact: true });

/** The firm's price list: the types that have a price and the extras. */
export const usePriceList = () =>
  useTenantQuery({ key: priceKeys.list, endpoint: priceEndpoints.list, request: {} });

/** The firm's inspection types and order types (not archived), to price on the price list. */
export const useInspectionTypes = () =>
  useTenantQuery({
    key: (tenantId) => [...priceKeys.types(tenantId), 'inspection'],
    endpoint: inspectionTypeEndpoints.list,
    request: { query: {} },
    pick: (response) => response.items,
  });
export const useOrderTypes = () =>
  useTenantQuery({
    key: (tenantId) => [...priceKeys.types(tenantId), 'order'],
    endpoint: orderTypeEndpoints.list,
    request: { query: {} },
    pick: (response) => response.items,
  });

interface TypeTarget {
  kind: PricedTypeKind;
  typeId: string;
}

export const useSetTypePrice = () =>
  useTenantMutation({
    endpoint: priceEndpoints.setTypePrice,
    request: ({ kind, typeId, body }: TypeTarget & { body: TypePriceInput }) => ({
      params: { kind, typeId },
      body,
    }),
    onSuccess: (_price, _variables, cache) => refreshList(cache),
  });

export const useRemoveTypePrice = () =>
  useTenantMutation({
    endpoint: priceEndpoints.removeTypePrice,
    request: ({ kind, typeId }: TypeTarget) => ({ params: { kind, typeId } }),
    onSuccess: (_result, _variables, cache) => refreshList(cache),
  });

export const useSaveArticle = () =>
  useTenantMutation({
    endpoint: priceEndpoints.updateArticle,
    request: ({ id, body }: { id: string; body: PriceArticleInput }) => ({ params: { id }, body }),
    onSuccess: (_article, _variables, cache) => refreshList(cache),
  });

export const useCreateArticle = () =>
  useTenantMutation({
    endpoint: priceEndpoints.createArticle,
    request: (body: PriceArticleInput) => ({ body }),
    onSuccess: (_article, _variables, cache) => refreshList(cache),
  });

export const useRemoveArticle = () =>
  useTenantMutation({
    endpoint: priceEndpoints.removeArticle,
    request: (id: string) => ({ params: { id } }),
    onSuccess: (_result, _id, cache) => refreshList(cache),
  });

/** An assignment's price rows and totals. */
export const useAssignmentPrice = (id: string) =>
  useTenantQuery({
    key: (tenantId) => priceKeys.assignment(tenantId, id),
    endpoint: priceEndpoints.assignmentPrice,
    request: { params: { id } },
  });

export const useSetAssignmentPrice = (id: string) =>
  useTenantMutation({
    endpoint: priceEndpoints.setAssignmentPrice,
    request: (rows: PriceRow[]) => ({ params: { id }, body: { rows } }),
    onSuccess: (price, _rows, { tenantId, queryClient }) =>
      queryClient.setQueryData(priceKeys.assignment(tenantId, id), price),
  });
