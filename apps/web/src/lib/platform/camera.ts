import { PhotoCancelledError } from './camera-errors';
import { usesWebImplementation } from './simulation';

export { PhotoCancelledError };

export interface TakePhotoOptions {
  /** 'front' for a selfie, 'rear' (default) for a document. */
  direction?: 'front' | 'rear';
}

/**
 * Takes one photo with the device camera and returns it as a JPEG (or the picked file's type) Blob.
 * Native: the system camera (@capacitor/camera). Browser: a live preview from getUserMedia with a capture
 * button; where the browser has no camera access, a file picker (which phones open on the camera).
 * Rejects with {@link PhotoCancelledError} when the user backs out.
 */
export async function takePhoto(options: TakePhotoOptions = {}): Promise<Blob> {
  const direction = options.direction ?? 'rear';
  if (usesWebImplementation()) {
    const web = await import('./camera-web');
    return web.takePhotoInBrowser(direction);
  }
  const { Camera, CameraDirection, CameraResultType, CameraSource } = await import('@capacitor/camera');
  let webPath: string | undefined;
  try {
    ({ webPath } = await Camera.getPhoto({
      source: CameraSource.Camera,
      resultType: CameraResultType.Uri,
      direction: direction === 'front' ? CameraDirection.Front : CameraDirection.Rear,
      quality: 85,
      correctOrientation: true,
      saveToGallery: false,
    }));
  } catch (error) {
    if (error instanceof Error && /cancel/i.test(error.message)) throw new PhotoCancelledError();
    throw error;
  }
  if (!webPath) throw new PhotoCancelledError();
  return (await fetch(webPath)).blob();
}
