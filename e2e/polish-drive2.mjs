import { chromium } from 'playwright-core';
const base = 'http://localhost:18415';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('framenavigated', (f) => {
  if (f === page.mainFrame()) console.log('nav', f.url());
});
page.on('response', (r) => {
  if (r.url().includes('/api/')) console.log(r.status(), r.url());
});
await page.goto(base + '/user-login');
await page.getByLabel(/E-mail address/).fill('norole@example.com');
await page.getByLabel(/^Password/).fill('Demo@1234');
await page.getByRole('button', { name: 'Log in' }).click();
await page.waitForTimeout(4000);
console.log(page.url());
await page.screenshot({ path: '/tmp/polish-shots/norole.png' });
await browser.close();
