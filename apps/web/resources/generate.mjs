// Renders the app icons and splash screens of both native projects from the SVGs in this folder, with the
// Chromium the end-to-end tests use (no image library needed). The PNGs are committed; run this only after
// changing an SVG:   node apps/web/resources/generate.mjs   (CHROMIUM_PATH overrides /usr/bin/chromium)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const web = path.resolve(here, '..');
const res = (p) => path.join(web, 'android/app/src/main/res', p);
const xcassets = (p) => path.join(web, 'ios/App/App/Assets.xcassets', p);
const svg = (name) => readFileSync(path.join(here, name), 'utf8');

const BRAND = '#0f766e';
const densities = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 };
/** The Capacitor template's splash sizes (portrait; landscape swaps them). */
const SPLASH_PORTRAIT = {
  mdpi: [320, 480],
  hdpi: [480, 800],
  xhdpi: [720, 1280],
  xxhdpi: [960, 1600],
  xxxhdpi: [1280, 1920],
};

/** [output file, width, height, html body] */
const jobs = [];
const fill = (markup, shape = '') =>
  `<div style="width:100%;height:100%;overflow:hidden;${shape}">${markup.replace('<svg ', '<svg style="width:100%;height:100%;display:block" ')}</div>`;
const cover = (markup) =>
  `<div style="width:100%;height:100%;background:${BRAND};display:flex;align-items:center;justify-content:center;overflow:hidden">${markup.replace(
    '<svg ',
    '<svg style="width:max(100vw,100vh);height:max(100vw,100vh);flex:none" ',
  )}</div>`;

for (const [density, scale] of Object.entries(densities)) {
  const icon = Math.round(48 * scale);
  jobs.push([res(`mipmap-${density}/ic_launcher.png`), icon, icon, fill(svg('icon.svg'), 'border-radius:18%')]);
  jobs.push([res(`mipmap-${density}/ic_launcher_round.png`), icon, icon, fill(svg('icon.svg'), 'border-radius:50%')]);
  const fg = Math.round(108 * scale);
  jobs.push([res(`mipmap-${density}/ic_launcher_foreground.png`), fg, fg, fill(svg('icon-foreground.svg'))]);
  const [pw, ph] = SPLASH_PORTRAIT[density];
  jobs.push([res(`drawable-port-${density}/splash.png`), pw, ph, cover(svg('splash.svg'))]);
  jobs.push([res(`drawable-land-${density}/splash.png`), ph, pw, cover(svg('splash.svg'))]);
}
jobs.push([res('drawable/splash.png'), 480, 320, cover(svg('splash.svg'))]);
jobs.push([xcassets('AppIcon.appiconset/AppIcon-512@2x.png'), 1024, 1024, fill(svg('icon.svg'))]);
for (const name of ['splash-2732x2732.png', 'splash-2732x2732-1.png', 'splash-2732x2732-2.png']) {
  jobs.push([xcassets(`Splash.imageset/${name}`), 2732, 2732, fill(svg('splash.svg'))]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const [file, width, height, body] of jobs) {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await page.setContent(
      `<!doctype html><html><head><style>html,body{margin:0;width:100%;height:100%;background:transparent}</style></head><body>${body}</body></html>`,
    );
    const transparent = file.includes('ic_launcher');
    writeFileSync(file, await page.screenshot({ type: 'png', omitBackground: transparent }));
    await page.close();
    console.log(`${path.relative(web, file)}  ${width}x${height}`);
  }
} finally {
  await browser.close();
}

// The adaptive icon's background layer is the brand colour.
writeFileSync(
  res('values/ic_launcher_background.xml'),
  `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <color name="ic_launcher_background">${BRAND.toUpperCase()}</color>\n</resources>\n`,
);
