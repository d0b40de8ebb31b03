import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

// MSAL 5 popups return here; the bridge hands the response to the opener window and closes the popup.
void broadcastResponseToMainFrame();
