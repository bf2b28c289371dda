// The offline page (sw.js): once the host answers again, reload the address the player asked for.
// Polled as well as on 'online': that event comes before the network is usable, or never.
async function retry() {
  try {
    const response = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' });
    if (response.ok) window.location.reload();
  } catch {
    // still offline
  }
}
window.addEventListener('online', () => void retry());
setInterval(() => void retry(), 3000);
