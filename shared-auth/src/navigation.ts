/** The host (or a standalone shell) registers its router's navigate so logout stays in-app. */
type Navigate = (to: string) => void;

/** Full-page location changes, behind an object so tests can observe them. */
export const browserLocation = {
  replace: (url: string) => window.location.replace(url),
  assign: (url: string) => window.location.assign(url),
};

let navigateImpl: Navigate = (to) => browserLocation.assign(to);

export function setNavigator(fn: Navigate): void {
  navigateImpl = fn;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}
