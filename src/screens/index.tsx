// STUB: owned by the screens work; renders the screen for the current route.
export function ScreenOutlet() {
  return null;
}
