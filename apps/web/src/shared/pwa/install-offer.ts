import { heldInstallOffer, onInstallOffer, releaseInstallOffer } from './start-installable-app.ts';

/**
 * The browser's offer to install the area as an app, shown at a sensible moment (decision 108:
 * after the student's first booked class, never on a first visit). A dismissal is remembered on
 * the device.
 */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const DISMISSED_KEY = 'parla.installOffer.dismissed';

export function installOffer(): InstallPromptEvent | null {
  return heldInstallOffer() as InstallPromptEvent | null;
}

export const subscribeInstallOffer = onInstallOffer;

export function installOfferDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

export function dismissInstallOffer(now = new Date()): void {
  try {
    localStorage.setItem(DISMISSED_KEY, now.toISOString());
  } catch {
    // Storage refused: the offer comes back next visit, which is harmless.
  }
  releaseInstallOffer();
}

/** Shows the browser's install dialog; the offer is spent either way, a "no" there counts as dismissed. */
export async function acceptInstallOffer(): Promise<'accepted' | 'dismissed'> {
  const offer = installOffer();
  if (!offer) return 'dismissed';
  releaseInstallOffer();
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  if (outcome === 'dismissed') dismissInstallOffer();
  return outcome;
}
