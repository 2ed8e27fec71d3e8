import { describe, expect, it } from 'vitest';
import { NATIVE_APP_ID } from '@harta/contracts/schemas/native';
import capacitorConfig from '../../../capacitor.config';
import pkg from '../../../package.json';
import gradle from '../../../android/app/build.gradle?raw';
import manifest from '../../../android/app/src/main/AndroidManifest.xml?raw';
import pbxproj from '../../../ios/App/App.xcodeproj/project.pbxproj?raw';
import infoPlist from '../../../ios/App/App/Info.plist?raw';
import packageSwift from '../../../ios/App/CapApp-SPM/Package.swift?raw';

/**
 * The committed native projects agree with the Capacitor config and the web app (checked here because the
 * binaries cannot be built on this machine; see docs/native.md).
 */
describe('native projects', () => {
  it('share one app id: Capacitor, Android, iOS and the server’s store address', () => {
    expect(capacitorConfig.appId).toBe(NATIVE_APP_ID);
    expect(capacitorConfig.webDir).toBe('dist');
    expect(gradle).toContain(`applicationId "${NATIVE_APP_ID}"`);
    expect(gradle).toContain(`namespace "${NATIVE_APP_ID}"`);
    expect(pbxproj.match(/PRODUCT_BUNDLE_IDENTIFIER = ([^;]+);/g)).toEqual([
      `PRODUCT_BUNDLE_IDENTIFIER = ${NATIVE_APP_ID};`,
      `PRODUCT_BUNDLE_IDENTIFIER = ${NATIVE_APP_ID};`,
    ]);
  });

  it('report the web app’s version to the update check (versionName, MARKETING_VERSION)', () => {
    expect(gradle).toContain(`versionName "${pkg.version}"`);
    expect(pbxproj.match(/MARKETING_VERSION = ([^;]+);/g)).toEqual([
      `MARKETING_VERSION = ${pkg.version};`,
      `MARKETING_VERSION = ${pkg.version};`,
    ]);
  });

  it('declare what biometrics and the camera need, and keep credentials out of backups', () => {
    expect(manifest).toContain('android.permission.USE_BIOMETRIC');
    expect(manifest).toContain('android.permission.CAMERA');
    expect(manifest).toContain('android:allowBackup="false"');
    expect(infoPlist).toContain('<key>NSFaceIDUsageDescription</key>');
    expect(infoPlist).toContain('<key>NSCameraUsageDescription</key>');
  });

  it('build iOS with Swift Package Manager and every Capacitor plugin the web app uses', () => {
    const plugins = Object.keys(pkg.dependencies).filter(
      (name) =>
        /^@(capacitor|capgo)\//.test(name) &&
        !['@capacitor/core', '@capacitor/android', '@capacitor/ios'].includes(name),
    );
    expect(plugins.length).toBeGreaterThanOrEqual(8);
    for (const plugin of plugins) expect(packageSwift).toContain(`node_modules/${plugin}"`);
  });
});
