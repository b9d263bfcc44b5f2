import type { StoredCompanyDetails } from '#lib/company';
import type { CompanyUpdateInput } from '#lib/validation/company';
import { adminRequest } from '../shared/admin-api.ts';

/** The details as stored (GET /api/admin/company), with the version an edit names. */
export const fetchCompanyDetails = () => adminRequest<StoredCompanyDetails>('/api/admin/company');

/** Saves every field at the version loaded (PUT /api/admin/company): 409 `version_conflict` if someone saved since. */
export const saveCompanyDetails = (input: CompanyUpdateInput) => adminRequest<StoredCompanyDetails>('/api/admin/company', { method: 'PUT', body: input });
