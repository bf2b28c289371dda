/**
 * Line icons for the dashboard tiles, drawn inline: emoji show as empty boxes where no emoji font
 * is installed (Debian's Chromium), and an icon font would be one more request on a slow network.
 */
const ICONS = {
  bat: (
    <>
      <path d="M14.5 3.5l6 6-9 9a2 2 0 0 1-2.8 0l-3.2-3.2a2 2 0 0 1 0-2.8z" />
      <path d="M5.5 18.5L3 21" />
      <circle cx="19" cy="19" r="2" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  document: (
    <>
      <path d="M6 2h8l5 5v15H6z" />
      <path d="M14 2v5h5M9 13h7M9 17h7" />
    </>
  ),
  key: (
    <>
      <circle cx="7.5" cy="15.5" r="4.5" />
      <path d="M10.7 12.3L21 2M16 7l3 3M18.5 4.5l2 2" />
    </>
  ),
  dice: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <circle cx="8" cy="8" r="1.2" fill="currentColor" />
      <circle cx="12" cy="12" r="1.2" fill="currentColor" />
      <circle cx="16" cy="16" r="1.2" fill="currentColor" />
    </>
  ),
  gift: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v9h14v-9M12 8v13" />
      <path d="M12 8C10 4 6.5 3.5 6.5 6S10 8 12 8zM12 8c2-4 5.5-4.5 5.5-2S14 8 12 8z" />
    </>
  ),
  book: (
    <path d="M3 4h6a3 3 0 0 1 3 3v14a2 2 0 0 0-2-2H3zM21 4h-6a3 3 0 0 0-3 3v14a2 2 0 0 1 2-2h7z" />
  ),
  ledger: (
    <>
      <rect x="5" y="3" width="15" height="18" rx="2" />
      <path d="M9 3v18M12.5 8h4M12.5 12h4" />
    </>
  ),
  live: (
    <>
      <circle cx="12" cy="12" r="2" />
      <path d="M8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8" />
    </>
  ),
  coins: (
    <>
      <ellipse cx="12" cy="6" rx="7" ry="3" />
      <path d="M5 6v6c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12v6c0 1.7 3.1 3 7 3s7-1.3 7-3v-6" />
    </>
  ),
  chart: <path d="M3 3v18h18M7 15l4-4 3 3 6-6M16 8h4v4" />,
  receipt: <path d="M6 2h12v20l-3-2-3 2-3-2-3 2zM9 7h6M9 11h6M9 15h4" />,
  sliders: (
    <>
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </>
  ),
  hash: <path d="M4 9h16M4 15h16M10 3L8 21M16 3l-2 18" />,
  shield: <path d="M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5zM8.5 12l2.5 2.5 4.5-5" />,
} as const;

export type DashboardIconName = keyof typeof ICONS;

export function DashboardIcon({ name }: { name: DashboardIconName }) {
  return (
    <svg
      className="dashboard-tile__icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[name]}
    </svg>
  );
}
