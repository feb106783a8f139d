/**
 * Whether the widget runs as a self-service kiosk: the integrator says so (the `kiosk` attribute), or
 * the start-up parameters name the kiosk's device id (a kiosk's own address carries it).
 */
export function isKiosk(config: { kiosk: boolean }, startup: { deviceId: string | null }): boolean {
  return config.kiosk || startup.deviceId !== null;
}

/**
 * A kiosk that cannot take orders because nobody told it which device it is: its card terminal and
 * its orders are tied to the device id, so it shows a staff-assistance message and nothing else.
 */
export function kioskWithoutDevice(config: { kiosk: boolean }, startup: { deviceId: string | null }): boolean {
  return config.kiosk && !startup.deviceId?.trim();
}
