/**
 * A bridge from code outside React (the API client) to the router's navigate, so a sign-out
 * keeps the page alive (and its notifications) instead of reloading it.
 */
type Navigate = (path: string) => void;

let navigator: Navigate | null = null;

export function setAppNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function navigateTo(path: string): void {
  if (navigator) navigator(path);
  else window.location.assign(path);
}
