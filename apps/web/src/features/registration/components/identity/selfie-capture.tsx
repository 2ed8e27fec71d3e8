import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/SimpleGrid.css';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, FileButton, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { validateFile } from '@harta/contracts/validators';
import { documentFileRules } from '@harta/contracts/schemas/registration-documents';
import { useRegT, type AnyKey } from '../../i18n/use-reg-t';
import { hasNativeBridge } from '../../../../lib/platform/platform';
import { captureFrame, openFrontCamera, stopStream, type Frame } from './camera';

type Phase = 'idle' | 'starting' | 'straight' | 'turn' | 'review' | 'failed';

const TURN_DELAY_MS = 1500;

/**
 * The selfie with a simple liveness prompt: the camera opens, the client looks straight and takes the picture,
 * then turns the head slightly and a second frame is taken. The client reviews both and may retake them.
 * Without a camera (or permission) the client can choose a photo instead.
 */
export function SelfieCapture({
  onCaptured,
  busy,
}: {
  onCaptured: (frame: { blob: Blob; fileName: string }) => void;
  busy: boolean;
}) {
  const t = useRegT();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [frames, setFrames] = useState<Frame[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);

  useEffect(() => () => stopStream(stream.current), []);
  useEffect(() => () => frames.forEach((f) => URL.revokeObjectURL(f.url)), [frames]);

  /** In the native app the system camera takes the two photos (lib/platform's takePhoto). */
  const startNative = async () => {
    const { takePhoto } = await import('../../../../lib/platform/camera');
    try {
      setPhase('straight');
      const first = await takePhoto({ direction: 'front' });
      setPhase('turn');
      const second = await takePhoto({ direction: 'front' });
      const asFrame = (blob: Blob, name: string): Frame => ({
        blob,
        url: URL.createObjectURL(blob),
        fileName: `${name}.${blob.type === 'image/png' ? 'png' : 'jpg'}`,
      });
      setFrames([asFrame(first, 'selfie'), asFrame(second, 'selfie-turn')]);
      setPhase('review');
    } catch {
      setPhase('idle');
    }
  };

  const start = async () => {
    setFrames([]);
    if (hasNativeBridge()) return startNative();
    setPhase('starting');
    try {
      stream.current = await openFrontCamera();
      if (video.current) {
        video.current.srcObject = stream.current;
        await video.current.play().catch(() => undefined);
      }
      setPhase('straight');
    } catch {
      setPhase('failed');
    }
  };

  const takeStraight = async () => {
    if (!video.current) return;
    const first = await captureFrame(video.current, 'selfie');
    setFrames([first]);
    setPhase('turn');
    setTimeout(async () => {
      if (!video.current) return;
      const second = await captureFrame(video.current, 'selfie-turn');
      setFrames([first, second]);
      stopStream(stream.current);
      stream.current = null;
      setPhase('review');
    }, TURN_DELAY_MS);
  };

  const chooseFile = (file: File | undefined) => {
    if (!file) return;
    const invalid = validateFile(file, documentFileRules.SELFIE);
    if (invalid) {
      setFileError(t(invalid.key as AnyKey, invalid.values));
      return;
    }
    setFileError(null);
    onCaptured({ blob: file, fileName: file.name });
  };

  const live = phase === 'starting' || phase === 'straight' || phase === 'turn';
  return (
    <Stack gap="sm" data-testid="selfie-capture">
      <Text fw={600}>{t('reg.selfie.title')}</Text>
      <video
        ref={video}
        className="harta-camera"
        playsInline
        muted
        hidden={!live}
        aria-label={t('reg.selfie.cameraLabel')}
      />
      {phase === 'idle' && (
        <>
          <Text size="sm" c="dimmed">
            {t('reg.selfie.intro')}
          </Text>
          <Group>
            <Button onClick={start}>{t('reg.selfie.openCamera')}</Button>
          </Group>
        </>
      )}
      {(phase === 'straight' || phase === 'starting') && (
        <>
          <Text aria-live="assertive">{t('reg.selfie.lookStraight')}</Text>
          <Group>
            <Button onClick={takeStraight} disabled={phase !== 'straight'}>
              {t('reg.selfie.take')}
            </Button>
          </Group>
        </>
      )}
      {phase === 'turn' && (
        <Text aria-live="assertive" fw={600}>
          {t('reg.selfie.turnHead')}
        </Text>
      )}
      {phase === 'review' && (
        <>
          <SimpleGrid cols={2} maw={448}>
            {frames.map((frame, i) => (
              <Image
                key={frame.url}
                src={frame.url}
                radius="md"
                alt={t(i === 0 ? 'reg.selfie.frameStraight' : 'reg.selfie.frameTurn')}
              />
            ))}
          </SimpleGrid>
          <Group>
            <Button variant="default" onClick={start} disabled={busy}>
              {t('reg.selfie.retake')}
            </Button>
            <Button
              loading={busy}
              onClick={() => frames[0] && onCaptured({ blob: frames[0].blob, fileName: frames[0].fileName })}
            >
              {t('reg.selfie.use')}
            </Button>
          </Group>
        </>
      )}
      {phase === 'failed' && (
        <Alert color="yellow" variant="light" role="alert" title={t('reg.selfie.noCamera')}>
          <Stack gap="xs">
            <Text size="sm">{t('reg.selfie.noCameraHint')}</Text>
            <Group>
              <Button variant="light" size="sm" onClick={start}>
                {t('reg.selfie.tryAgain')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {(phase === 'failed' || phase === 'idle') && (
        // A styled button like the others (it opens the phone's front camera where the browser can).
        <FileButton onChange={(file) => chooseFile(file ?? undefined)} accept="image/jpeg,image/png" capture="user">
          {(props) => (
            <Button {...props} variant="subtle" size="sm" style={{ alignSelf: 'flex-start' }}>
              {t('reg.selfie.chooseFile')}
            </Button>
          )}
        </FileButton>
      )}
      {fileError && (
        <Text size="sm" c="red" role="alert">
          {fileError}
        </Text>
      )}
    </Stack>
  );
}
