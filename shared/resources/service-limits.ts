// The service's limits, written once: the sandbox enforces them and the client plans around
// them (service-spec.md, service-behaviour.md: "page size is the server's choice, 100 for full
// entities; larger with a small $select"). Before, each side wrote its own copy.

/** Requests in one $batch: the service's recommended maximum, and the client's default. */
export const BATCH_MAX_REQUESTS = 100;
/** Records on one list page of full entities. */
export const LIST_PAGE_FULL = 100;
/** Records on one list page with a short $select (at most six fields, no $expand). */
export const LIST_PAGE_SMALL = 1000;
/** Items of an expanded collection before `<Nav>@odata.nextLink` takes over. */
export const EXPAND_PAGE = 100;
/** The largest channel document (a PDF) an upload may carry (service-spec.md 4.5). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Requests a minute per profile: the service's default budget, and the client's pace and plan (a batch costs 1 + its parts). */
export const BUDGET_PER_MINUTE = 2000;
/** Requests an hour per IP address (service-behaviour.md "Rate limits"): the Send screen's meter shows both. */
export const REQUESTS_PER_HOUR_PER_IP = 500_000;
