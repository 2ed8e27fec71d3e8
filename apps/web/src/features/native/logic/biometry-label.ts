import type { BiometryName } from '../../../lib/platform/biometrics';
import type { NativeKey } from '../i18n/use-native-t';

/** The biometry type by name (spec section 3), as the user reads it: 'Face ID', 'Fingerprint' … */
export const BIOMETRY_LABEL: Record<BiometryName, NativeKey> = {
  none: 'native.biometry.none',
  'touch id': 'native.biometry.touchId',
  'face id': 'native.biometry.faceId',
  fingerprint: 'native.biometry.fingerprint',
  'face authentication': 'native.biometry.faceAuthentication',
  iris: 'native.biometry.iris',
  multiple: 'native.biometry.multiple',
};
