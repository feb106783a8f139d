/**
 * The email pattern every form uses (checkout, registration): deliberately simple, word characters,
 * dots, dashes or `+` (plus-addressing) before '@', one or more domain labels, and a top-level part
 * of 2 to 4 characters. One pattern, so an address a guest checked out with is also one they can
 * register with.
 */
export const EMAIL_PATTERN = /^[\w.+-]+@([\w-]+\.)+[\w-]{2,4}$/;
