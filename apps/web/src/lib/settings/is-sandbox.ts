/** Anything but production talks to sandbox providers, and the UI says so (the "Sandbox" badge). */
export function isSandboxEnvironment(environment: string): boolean {
  return environment.trim().toLowerCase() !== 'production';
}
