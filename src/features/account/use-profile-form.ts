import { useState } from 'react';
import { profileUpdateSchema, type AccountProfile, type ProfileFormValues } from '#lib/account/profile';
import { fieldErrors, type FieldErrors } from '#lib/validation/field-errors';
import { accountRequest } from './account-api.ts';

/** What the last save said: nothing yet, saved, refused because another tab saved first, or failed. */
export type ProfileNotice = 'saved' | 'conflict' | 'failed' | null;

const valuesOf = (profile: AccountProfile): ProfileFormValues => ({
  contactPerson: profile.contactPerson,
  phoneCountryCode: profile.phoneCountryCode,
  phone: profile.phone,
  city: profile.city,
});

/**
 * The profile form's state: the editable fields as typed, checked with the server's own schema, and
 * saved at the version they were loaded at. A 409 (another device or tab saved first) loads the
 * latest details and says so, so the buyer saves again knowingly instead of overwriting.
 */
export function useProfileForm(initial: AccountProfile) {
  const [profile, setProfile] = useState(initial);
  const [values, setValues] = useState<ProfileFormValues>(() => valuesOf(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<ProfileNotice>(null);

  const change = (field: keyof ProfileFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    setNotice(null);
  };

  /** Returns false when a field needs fixing. */
  async function save(): Promise<boolean> {
    const checked = profileUpdateSchema.safeParse({ ...values, version: profile.version });
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      setNotice(null);
      return false;
    }
    setBusy(true);
    const result = await accountRequest<AccountProfile>('/api/account/profile', { method: 'PATCH', body: { ...values, version: profile.version } });
    setBusy(false);
    if (result.ok) {
      setProfile(result.data);
      setValues(valuesOf(result.data));
      setNotice('saved');
      return true;
    }
    if (result.error.status === 400 && result.error.fields) {
      setErrors(result.error.fields);
      return false;
    }
    if (result.error.code === 'version_conflict') {
      const latest = await accountRequest<AccountProfile>('/api/account/profile');
      if (latest.ok) {
        setProfile(latest.data);
        setValues(valuesOf(latest.data));
        setNotice('conflict');
        return true;
      }
    }
    setNotice('failed');
    return true;
  }

  return { values, errors, busy, notice, change, save };
}
