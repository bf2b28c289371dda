// One autocannon run in its own process, so the load generator does not share an event loop
// with the bench. Forked with IPC: receives the autocannon options, replies with the summary.
import autocannon from 'autocannon';

process.once('message', (/** @type {import('autocannon').Options} */ options) => {
  autocannon(options, (error, result) => {
    if (error) {
      process.send?.({ error: error.message }, () => process.exit(1));
      return;
    }
    process.send?.(
      {
        result: {
          requestsPerSecond: result.requests.average,
          requestsTotal: result.requests.total,
          requestsSent: result.requests.sent,
          latencyP50: result.latency.p50,
          latencyP99: result.latency.p99,
          latencyMax: result.latency.max,
          latencyMean: result.latency.mean,
          status2xx: result['2xx'],
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          statusCodeStats: result.statusCodeStats,
          duration: result.duration,
          connections: result.connections,
        },
      },
      () => process.exit(0),
    );
  });
});
