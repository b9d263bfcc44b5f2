import { registrationQuerySchema, type RegistrationQuery } from '#lib/validation/registration-admin';

/**
 * The registrations screen's search, filters and page as they live in its URL
 * (?q=&status=&from=&to=&page=), like the products and activity lists: reload, Back and a shared
 * link show the same list. Each part is read with the API's own schema; a malformed part falls
 * back to its default alone. Defaults are left out of the URL.
 */
export const DEFAULT_REGISTRATION_QUERY: RegistrationQuery = registrationQuerySchema.parse({});

const KEYS = ['q', 'status', 'from', 'to', 'page'] as const;

export function registrationQueryFrom(params: URLSearchParams): RegistrationQuery {
  const query = { ...DEFAULT_REGISTRATION_QUERY };
  const { shape } = registrationQuerySchema;
  for (const key of KEYS) {
    const value = params.get(key);
    if (value === null) continue;
    const parsed = shape[key].safeParse(value);
    if (parsed.success) Object.assign(query, { [key]: parsed.data });
  }
  // Two days the wrong way round (an edited link) keep the first only.
  if (query.from && query.to && query.to < query.from) query.to = '';
  return query;
}

export function registrationSearch(query: RegistrationQuery): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    if (query[key] !== DEFAULT_REGISTRATION_QUERY[key]) params.set(key, String(query[key]));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/admin/registrations for this query. */
export const registrationsApiUrl = (query: RegistrationQuery): string => `/api/admin/registrations${registrationSearch(query)}`;

export const isFiltered = (query: RegistrationQuery): boolean => query.q !== '' || query.status !== 'all' || query.from !== '' || query.to !== '';
