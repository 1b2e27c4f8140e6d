// Sends the browser to the payment provider's page (a full page load to another site). One function, so tests can
// stand in for the navigation jsdom cannot do.
export function leaveForPayment(url: string): void {
  window.location.assign(url)
}

/** Sends the browser to the age check (MitID at the shop's broker, or the backend's TEST page). */
export function leaveForAgeCheck(url: string): void {
  window.location.assign(url)
}
