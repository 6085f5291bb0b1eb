/* global process */
// The child of carga.ts: runs autocannon (programmatic API) in a plain node process of its own, so the load generator does
// not share the server's process, and prints one JSON line with the result on stdout. Input: the options as JSON in argv[2].
import autocannon from 'autocannon';

const o = JSON.parse(process.argv[2]);
const r = await autocannon({
  url: o.url,
  method: o.method,
  headers: o.headers,
  body: o.body,
  connections: o.connections,
  duration: o.duration,
  pipelining: 1,
  timeout: 30,
});
const total = r.requests.total;
process.stdout.write(
  JSON.stringify({
    requests: total,
    seconds: r.duration,
    perSecond: Math.round(total / r.duration),
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerRequest: total ? Math.round(r.throughput.total / total) : 0,
  }) + '\n',
);
