// Debian's Chromium for Lighthouse: launched by chrome-launcher (Lighthouse's own launcher, with its
// default flags for measuring), driven through puppeteer-core (Lighthouse's own driver). Never a
// downloaded browser. Headless, as root, and kept off the network: it may reach only the server on
// the loopback interface.
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Browser } from 'puppeteer-core';
import { onCleanup, temporaryFolder } from '../lib/processes';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Beside chrome-launcher's defaults (which already disable background networking, component
 * updates, sync, default apps, the first-run screens, translation, optimisation hints and the
 * media router): headless, no sandbox (we run as root), no GPU, and nothing that phones home.
 */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  '--no-pings',
  '--disable-domain-reliability',
  '--disable-breakpad',
  '--disable-client-side-phishing-detection',
  '--metrics-recording-only',
];

const launched = new Set<chromeLauncher.LaunchedChrome>();

/** The way out on a second Ctrl-C: kill every Chromium still running (its whole process group). */
export function killBrowsersNow(): void {
  for (const chrome of launched) chrome.kill();
}

export interface BenchBrowser {
  browser: Browser;
  version: string;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<BenchBrowser> {
  const userDataDir = temporaryFolder('rc-bench-chromium-');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir,
    logLevel: 'silent',
    // The benchmark's own clean-up stops it (after a Ctrl-C too), before its folder is removed.
    handleSIGINT: false,
  });
  launched.add(chrome);
  chrome.process.once('exit', () => launched.delete(chrome));
  const stopChrome = onCleanup('stop Chromium', async () => {
    const exited = new Promise<void>((resolve) => {
      if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve();
      else chrome.process.once('exit', () => resolve());
    });
    chrome.kill();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  const disconnect = onCleanup('disconnect from Chromium', () => browser.disconnect());
  const version = await browser.version();
  return {
    browser,
    version,
    close: async () => {
      await disconnect();
      await stopChrome();
    },
  };
}
