import { i18n } from '../i18n/init-i18n';
import { PhotoCancelledError } from './camera-errors';

/**
 * The browser's camera: a full-screen live preview (getUserMedia) with Take photo / Cancel, drawn with plain DOM
 * so it works from anywhere (no React tree needed). Falls back to a file input when the browser has no camera
 * API or the user refuses access.
 */
export async function takePhotoInBrowser(direction: 'front' | 'rear'): Promise<Blob> {
  let stream: MediaStream;
  try {
    if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
    stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: direction === 'front' ? 'user' : 'environment' },
      audio: false,
    });
  } catch {
    return pickImageFile(direction);
  }
  try {
    return await captureFromStream(stream);
  } finally {
    stream.getTracks().forEach((track) => track.stop());
  }
}

function button(label: string, primary: boolean): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  b.style.cssText = `font: inherit; font-weight: 600; padding: 0.75rem 1.5rem; border-radius: 0.5rem; border: 0; cursor: pointer; ${
    primary ? 'background: #0f766e; color: #fff;' : 'background: #fff; color: #111;'
  }`;
  return b;
}

function captureFromStream(stream: MediaStream): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', i18n.t('native.camera.title'));
    overlay.style.cssText =
      'position: fixed; inset: 0; z-index: 10000; background: #000; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 1rem; padding: 1rem;';
    const video = document.createElement('video');
    video.autoplay = true;
    video.playsInline = true;
    video.muted = true;
    video.srcObject = stream;
    video.style.cssText = 'max-width: 100%; max-height: 75dvh; border-radius: 0.5rem;';
    const row = document.createElement('div');
    row.style.cssText = 'display: flex; gap: 1rem;';
    const capture = button(i18n.t('native.camera.capture'), true);
    const cancel = button(i18n.t('native.camera.cancel'), false);
    row.append(cancel, capture);
    overlay.append(video, row);
    document.body.append(overlay);
    capture.focus();

    const close = () => {
      document.removeEventListener('keydown', onKey);
      overlay.remove();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        reject(new PhotoCancelledError());
      }
    };
    document.addEventListener('keydown', onKey);
    cancel.addEventListener('click', () => {
      close();
      reject(new PhotoCancelledError());
    });
    capture.addEventListener('click', () => {
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth || 1280;
      canvas.height = video.videoHeight || 720;
      canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
      canvas.toBlob(
        (blob) => {
          close();
          if (blob) resolve(blob);
          else reject(new Error('The photo could not be captured.'));
        },
        'image/jpeg',
        0.9,
      );
    });
  });
}

/** The fallback: a file input; on phones `capture` opens the camera directly. */
export function pickImageFile(direction: 'front' | 'rear'): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'image/*';
    input.setAttribute('capture', direction === 'front' ? 'user' : 'environment');
    input.style.display = 'none';
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      input.remove();
      if (file) resolve(file);
      else reject(new PhotoCancelledError());
    });
    input.addEventListener('cancel', () => {
      input.remove();
      reject(new PhotoCancelledError());
    });
    document.body.append(input);
    input.click();
  });
}
