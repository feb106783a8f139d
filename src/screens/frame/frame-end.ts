/**
 * The frame's end: the cookie-policy notice and the footer, one lazy chunk that `LaterFrame.tsx`
 * loads once the first screen is on screen (neither is needed to paint it).
 */
export { CookieNotice } from './CookieNotice';
export { FrameFooter } from './FrameFooter';
