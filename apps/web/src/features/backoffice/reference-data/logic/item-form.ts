import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  REFERENCE_LABEL_MAX,
  REFERENCE_VALUE_MAX,
  referenceItemCreateSchemaFor,
  referenceItemUpdateSchemaFor,
  referenceListFields,
  type ReferenceItem,
  type ReferenceItemCreateRequest,
} from '@harta/contracts/schemas/reference-data-admin';

/** What the add/edit form holds: text boxes only (the order is typed as text and read as a number). */
export interface ItemFormValues {
  code: string;
  label: string;
  value: string;
  sortOrder: string;
}

export type ItemFormMode = 'create' | 'edit';

export function emptyForm(): ItemFormValues {
  return { code: '', label: '', value: '', sortOrder: '' };
}

export function formFromItem(item: ReferenceItem): ItemFormValues {
  return {
    code: item.code,
    label: item.label,
    value: item.value ?? '',
    sortOrder: item.sortOrder === null ? '' : String(item.sortOrder),
  };
}

/** The request body the server expects; fields a list does not use are left out. */
export function toRequest(list: string, values: ItemFormValues): ReferenceItemCreateRequest {
  const fields = referenceListFields(list);
  const order = values.sortOrder.trim();
  return {
    code: values.code,
    label: values.label,
    ...(fields.value === 'none' ? {} : { value: values.value }),
    // A non-number stays NaN so the shared schema reports it on the field.
    ...(fields.sortOrder ? { sortOrder: order === '' ? null : Number(order) } : {}),
  };
}

const FIELDS: readonly (keyof ItemFormValues)[] = ['code', 'label', 'value', 'sortOrder'];

/** `{{max}}` of the length messages, by field. */
export const FIELD_MAX: Partial<Record<keyof ItemFormValues, number>> = {
  label: REFERENCE_LABEL_MAX,
  value: REFERENCE_VALUE_MAX,
};

/**
 * Validates with the list's rules from contracts (the ones the server applies), reporting each issue on its field
 * as a message key.
 */
export function itemFormResolver(list: string, mode: ItemFormMode): Resolver<ItemFormValues> {
  const schema = mode === 'create' ? referenceItemCreateSchemaFor(list) : referenceItemUpdateSchemaFor(list);
  return async (values) => {
    const parsed = schema.safeParse(toRequest(list, values));
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<ItemFormValues> = {};
    for (const issue of parsed.error.issues) {
      const field = FIELDS.find((f) => f === issue.path[0]);
      if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}
