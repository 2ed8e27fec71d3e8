import '@mantine/core/styles/Progress.css';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { validateFile } from '@harta/contracts/validators';
import {
  documentFileRules,
  type ClientDocument,
  type DocumentType,
  type IdType,
} from '@harta/contracts/schemas/registration-documents';
import { isHttpError } from '../../../../lib/http/http-error';
import { hasNativeBridge } from '../../../../lib/platform/platform';
import { showError } from '../../../../components/feedback/feedback-modals';
import { useSaveClientDocument } from '../../api/save-client-document';
import { useRegT, type AnyKey } from '../../i18n/use-reg-t';

const ACCEPT: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/**
 * One ID page: pick or drop a file, checked on the device (extension allow-list and 20–5,120 KB, contracts'
 * rules) before anything is sent, then uploaded at once with a progress bar; shows a preview of the image.
 */
export function DocumentDrop({
  documentType,
  idType,
  existing,
  label,
  onUploaded,
}: {
  documentType: DocumentType;
  idType: IdType;
  existing: ClientDocument | undefined;
  label: string;
  onUploaded: (document: ClientDocument) => void;
}) {
  const t = useRegT();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const upload = useSaveClientDocument();
  const [dragging, setDragging] = useState(false);
  const touchOnly = useTouchOnly();
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<{ url: string | null; name: string } | null>(null);
  const rules = documentFileRules[documentType];

  useEffect(
    () => () => {
      if (preview?.url) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );

  const take = async (file: File | undefined) => {
    if (!file) return;
    const invalid = validateFile(file, rules);
    if (invalid) {
      setError(t(invalid.key as AnyKey, invalid.values));
      return;
    }
    setError(null);
    setPreview({ url: file.type.startsWith('image/') ? URL.createObjectURL(file) : null, name: file.name });
    setProgress(0);
    try {
      const saved = await upload.mutateAsync({
        idType,
        documentType,
        file,
        fileName: file.name,
        onProgress: setProgress,
      });
      onUploaded(saved);
    } catch (e) {
      if (isHttpError(e) && e.status === 400) setError(e.body?.result ?? t('alert.default'));
      else showError(e);
      setPreview(null);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  /** Native app: the system camera (lib/platform's takePhoto) instead of a file. */
  const takeWithCamera = async () => {
    const { takePhoto } = await import('../../../../lib/platform/camera');
    try {
      const blob = await takePhoto({ direction: 'rear' });
      const ext = blob.type === 'image/png' ? 'png' : 'jpg';
      await take(new File([blob], `${documentType.toLowerCase()}.${ext}`, { type: blob.type || 'image/jpeg' }));
    } catch {
      // cancelled: nothing to do
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

  const uploading = progress !== null;
  const shownName = preview?.name ?? existing?.fileName;
  return (
    <div
      className="harta-dropzone"
      data-dragging={dragging}
      data-invalid={!!error}
      data-testid={`drop-${documentType}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} component="label" htmlFor={inputId}>
            {label}
          </Text>
          {existing && !uploading && !error && (
            <Badge color="brand" variant="light">
              {t('reg.identity.uploaded')}
            </Badge>
          )}
        </Group>
        {preview?.url && (
          <img src={preview.url} alt={t('reg.identity.previewOf', { name: label })} className="harta-preview" />
        )}
        {shownName && (
          <Text size="sm" c="dimmed" truncate>
            {shownName}
          </Text>
        )}
        {uploading ? (
          <Stack gap={4}>
            <Progress value={progress} aria-label={t('reg.identity.uploading', { name: label })} animated />
            <Text size="xs" c="dimmed" aria-live="polite">
              {t('reg.identity.uploadingPercent', { percent: progress })}
            </Text>
          </Stack>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t(touchOnly ? 'reg.identity.dropHintTouch' : 'reg.identity.dropHint', {
                allowed: rules.allowed.join(', '),
                min: rules.minKb,
                max: rules.maxKb,
              })}
            </Text>
            <Group>
              <Button variant="light" size="sm" onClick={() => input.current?.click()}>
                {existing || preview ? t('reg.identity.replaceFile') : t('reg.identity.chooseFile')}
              </Button>
              {hasNativeBridge() && (
                <Button variant="subtle" size="sm" onClick={() => void takeWithCamera()}>
                  {t('reg.identity.takePhoto')}
                </Button>
              )}
            </Group>
          </>
        )}
        <input
          ref={input}
          id={inputId}
          type="file"
          hidden
          accept={rules.allowed.map((ext) => ACCEPT[ext] ?? `.${ext}`).join(',')}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={!!error}
          onChange={(event) => void take(event.currentTarget.files?.[0])}
        />
        {error && (
          <Text size="sm" c="red" id={errorId} role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </div>
  );
}

/** A phone or tablet: nothing to drag from, so the hint does not offer dragging. */
function useTouchOnly(): boolean {
  const [touchOnly] = useState(
    () =>
      hasNativeBridge() ||
      (typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia('(pointer: coarse)').matches && !window.matchMedia('(pointer: fine)').matches
        : false),
  );
  return touchOnly;
}
