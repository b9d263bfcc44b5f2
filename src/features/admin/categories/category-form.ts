import { useState } from 'react';
import { CATEGORY_NAME_MAX, categoryCreateSchema } from '#lib/admin/categories';
import { fieldErrors, type FieldErrors } from '#lib/validation/field-errors';
import type { Translate } from '#i18n/format';
import { fieldError } from '#i18n/error-message';

export interface CategoryNames {
  nameEn: string;
  nameAr: string;
}

/**
 * The two names of a category as typed, checked with the server's own schema before sending
 * (SPEC §5: both required), and the field errors of the last check or refusal.
 */
export function useCategoryNames(t: Translate, formatNumber: (n: number) => string, initial: CategoryNames = { nameEn: '', nameAr: '' }) {
  const [names, setNames] = useState<CategoryNames>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = (field: keyof CategoryNames) => (value: string) => {
    setNames((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  /** The checked names, or null with the errors shown. */
  const check = (): CategoryNames | null => {
    const parsed = categoryCreateSchema.safeParse(names);
    if (parsed.success) return parsed.data;
    setErrors(fieldErrors(parsed.error));
    return null;
  };

  const message = (field: keyof CategoryNames): string | undefined => {
    return fieldError(t, errors[field], { max: formatNumber(CATEGORY_NAME_MAX) }) ?? undefined;
  };

  return { names, setNames, set, check, errors, setErrors, message };
}
