/**
 * The coarse label of a device signed in (issue 21, "Devices signed in"): a browser family and an
 * operating system, each one of a short list, read from the User-Agent at sign-in. Nothing finer
 * (versions, models, the address) is kept: enough for a buyer to recognise "Safari on iPhone", no
 * more personal data than that. The words are `account.device.browser.*` and `account.device.os.*`.
 */
export const DEVICE_BROWSERS = ['chrome', 'edge', 'firefox', 'safari', 'samsung', 'opera', 'other'] as const;
export type DeviceBrowser = (typeof DEVICE_BROWSERS)[number];

export const DEVICE_SYSTEMS = ['windows', 'macos', 'ios', 'ipados', 'android', 'chromeos', 'linux', 'other'] as const;
export type DeviceSystem = (typeof DEVICE_SYSTEMS)[number];

export interface DeviceLabel {
  browser: DeviceBrowser;
  os: DeviceSystem;
}

/** One device signed in to the account: a sign-in's session (its refresh-token family). */
export interface AccountDevice {
  /** The session's id, for signing that device out (DELETE /api/account/sessions/:id). */
  id: string;
  /** Null for a session started before devices were recorded, or without a User-Agent. */
  device: DeviceLabel | null;
  /** When the device signed in (ISO). */
  startedAt: string;
  /** When the session was last renewed (ISO): within a quarter of an hour of its last use. */
  lastActiveAt: string;
  /** The device asking. */
  current: boolean;
}
