import type { DeviceBrowser, DeviceLabel, DeviceSystem } from '#lib/account/devices';

/**
 * A coarse label of the device behind a User-Agent (src/lib/account/devices.ts): the browser
 * family and the operating system, nothing finer. The User-Agent itself is never stored. Order
 * matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari".
 */
const BROWSERS: [RegExp, DeviceBrowser][] = [
  [/\bEdg(e|A|iOS)?\//, 'edge'],
  [/\bSamsungBrowser\//, 'samsung'],
  [/\bOPR\/|\bOpera\b|\bOPT\//, 'opera'],
  [/\bFirefox\/|\bFxiOS\//, 'firefox'],
  [/\bCriOS\/|\bChrome\/|\bChromium\//, 'chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'safari'],
];

const SYSTEMS: [RegExp, DeviceSystem][] = [
  [/\bWindows\b/, 'windows'],
  [/\biPad\b/, 'ipados'],
  [/\biPhone\b|\biPod\b/, 'ios'],
  [/\bAndroid\b/, 'android'],
  [/\bCrOS\b/, 'chromeos'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macos'],
  [/\bLinux\b|\bX11\b/, 'linux'],
];

/** Longer User-Agents are not read (a real one is a few hundred characters). */
const MAX_USER_AGENT = 1000;

export function deviceFromUserAgent(userAgent: string | null | undefined): DeviceLabel | null {
  if (!userAgent) return null;
  const ua = userAgent.slice(0, MAX_USER_AGENT);
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'other';
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'other';
  return { browser, os };
}
