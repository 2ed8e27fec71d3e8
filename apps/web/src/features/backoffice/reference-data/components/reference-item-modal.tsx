import '@mantine/core/styles/Input.css';
import { useAppForm } from '../../../../lib/forms/use-app-form';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import {
  referenceListFields,
  type ReferenceItem,
  type ReferenceList,
} from '@harta/contracts/schemas/reference-data-admin';
import { showError } from '../../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../../components/feedback/toasts';
import { isApprovalRequest } from '@harta/contracts/schemas/approvals';
import { toastSentForApproval } from '../../approvals/components/pending-approval-note';
import { isHttpError } from '../../../../lib/http/http-error';
import { useCreateReferenceItem } from '../api/create-reference-item';
import { useUpdateReferenceItem } from '../api/update-reference-item';
import { issueText, listName, useReferenceDataT } from '../i18n/use-reference-data-t';
import {
  FIELD_MAX,
  emptyForm,
  formFromItem,
  itemFormResolver,
  toRequest,
  type ItemFormValues,
} from '../logic/item-form';

export type ItemModalTarget = { mode: 'create' } | { mode: 'edit'; item: ReferenceItem } | null;

const FORM_FIELDS: readonly (keyof ItemFormValues)[] = ['code', 'label', 'value', 'sortOrder'];

/** Add or edit one item. The form remounts for each target, so it always starts from that item's values. */
export function ReferenceItemModal({
  list,
  target,
  onClose,
}: {
  list: ReferenceList;
  target: ItemModalTarget;
  onClose: () => void;
}) {
  const t = useReferenceDataT();
  const title =
    target?.mode === 'edit'
      ? t('referenceData.editTitle', { code: target.item.code })
      : t('referenceData.addTitle', { list: listName(t, list.id) });
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} centered>
      {target && (
        <ItemForm
          key={target.mode === 'edit' ? target.item.code : 'new'}
          list={list}
          item={target.mode === 'edit' ? target.item : null}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function ItemForm({ list, item, onDone }: { list: ReferenceList; item: ReferenceItem | null; onDone: () => void }) {
  const t = useReferenceDataT();
  const fields = referenceListFields(list.id);
  const create = useCreateReferenceItem(list.id);
  const update = useUpdateReferenceItem(list.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useAppForm<ItemFormValues>({
    resolver: itemFormResolver(list.id, item ? 'edit' : 'create'),
    defaultValues: item ? formFromItem(item) : emptyForm(),
  });

  const errorOf = (field: keyof ItemFormValues) => {
    const message = errors[field]?.message;
    return message ? issueText(t, message, { max: FIELD_MAX[field] }) : undefined;
  };

  /** The server's 400 issues and 409 duplicate land on their fields; anything else opens the error modal. */
  const showServerError = (failure: unknown) => {
    const issues = isHttpError(failure) ? (failure.body?.issues ?? []) : [];
    const onFields = issues.filter((i) => FORM_FIELDS.includes(i.path as keyof ItemFormValues));
    if (!isHttpError(failure) || onFields.length === 0) return showError(failure);
    for (const issue of onFields) {
      const message = failure.status === 409 ? (failure.body?.result ?? issue.message) : issue.message;
      setError(issue.path as keyof ItemFormValues, { type: 'server', message }, { shouldFocus: true });
    }
  };

  const submit = handleSubmit(async (values) => {
    const body = toRequest(list.id, values);
    try {
      if (item) {
        const { code: _code, ...input } = body;
        const saved = await update.mutateAsync({ code: item.code, input });
        if (isApprovalRequest(saved)) toastSentForApproval();
        else toastSuccess(t('referenceData.saved', { code: saved.code }));
      } else {
        const created = await create.mutateAsync(body);
        if (isApprovalRequest(created)) toastSentForApproval();
        else toastSuccess(t('referenceData.added', { code: created.code }));
      }
      onDone();
    } catch (failure) {
      showServerError(failure);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t(`referenceData.field.code.${list.kind}`)}
          description={item ? undefined : t('referenceData.codeHint')}
          required={!item}
          disabled={Boolean(item)}
          autoCapitalize="characters"
          error={errorOf('code')}
          {...register('code')}
          data-autofocus={item ? undefined : true}
        />
        <TextInput
          label={t(`referenceData.field.label.${list.kind}`)}
          required
          error={errorOf('label')}
          {...register('label')}
          data-autofocus={item ? true : undefined}
        />
        {fields.value !== 'none' && (
          <TextInput
            label={t(`referenceData.field.value.${list.kind}`)}
            required={fields.value === 'required'}
            error={errorOf('value')}
            {...register('value')}
          />
        )}
        {fields.sortOrder && (
          <TextInput
            label={t('referenceData.field.sortOrder')}
            description={t('referenceData.sortOrderHint')}
            inputMode="numeric"
            error={errorOf('sortOrder')}
            {...register('sortOrder')}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={isSubmitting}>
            {t('referenceData.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('referenceData.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
