/** The user closed the camera without taking a photo. */
export class PhotoCancelledError extends Error {
  override readonly name = 'PhotoCancelledError';
  constructor() {
    super('No photo was taken.');
  }
}
