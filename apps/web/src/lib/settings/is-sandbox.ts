/** Anything but production talks to sandbox providers, and the UI says so (the "Sandbox" badge). */
export { isSandboxEnvironment } from '@harta/contracts/settings';
