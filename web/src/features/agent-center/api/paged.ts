/** A page of a list, as every paged agent call answers it (contract section 13). */
export interface Paged<T> {
  list: T[];
  totalCount: number;
  totalPages: number;
  pageNo: number;
  pageSize: number;
}
