// When the reader leaves or reloads the page, the browser cancels the requests and module loads still
// under way: their failures say nothing about the session and must not end it (that was sending
// signed-in users back to the sign-in page when they reloaded a slow page).
let leaving = false;

if (typeof window !== 'undefined') {
  const markLeaving = () => {
    leaving = true;
  };
  window.addEventListener('beforeunload', markLeaving);
  window.addEventListener('pagehide', markLeaving);
  // Back from the back-forward cache: the page lives again.
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

export const isLeavingPage = (): boolean => leaving;
