// The browser of the tests and the bench: Debian's `chromium-headless-shell`, the old headless mode that
// Playwright itself runs headless tests in. The full `chromium` in its new headless mode drew every frame
// through the browser's whole compositor: on the same ten tests (accessibility, KPI), 31.6 s of CPU
// against 19.9 s with the shell, on a machine where the browser tests are most of `npm test`'s CPU.
// Same Blink, same V8: the pages and their layout are the same.
export const CHROMIUM_PACKAGE = 'chromium-headless-shell';
export const chromiumPath = process.env.CHROMIUM_PATH ?? `/usr/bin/${CHROMIUM_PACKAGE}`;
