/**
 * Opens the payment page in a new tab, cut off from this one (`opener`); where a pop-up
 * blocker refuses the tab, goes to the payment page in this tab instead.
 */
export function openCheckout(url: string): 'new-tab' | 'same-tab' {
  const tab = window.open(url, '_blank');
  if (tab) {
    try {
      tab.opener = null;
    } catch {
      // Already navigated cross-origin: the browser keeps it from reaching back anyway.
    }
    return 'new-tab';
  }
  window.location.assign(url);
  return 'same-tab';
}
