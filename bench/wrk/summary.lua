-- Loaded by every wrk run of the bench (`wrk -s bench/wrk/summary.lua`). wrk's own text summary is for
-- people; done() prints one line, "BENCH_WRK {json}", that bench/wrk.ts parses. It also reports wrk's own
-- CPU time (from /proc/self/stat, read after its threads have stopped) so the bench can show the load
-- generator was not the bottleneck.
local threads = {}

function setup(thread)
  thread:set("id", #threads + 1)
  table.insert(threads, thread)
end

-- Per-thread counters (globals, so that done() can read them with thread:get). Only contact.lua counts
-- statuses: a response() hook makes wrk parse every body, which a plain GET run does not need.
created = 0
other = 0

local function cpu_ticks()
  local f = io.open("/proc/self/stat", "r")
  if not f then return -1 end
  local stat = f:read("*a")
  f:close()
  -- Fields after "(comm) ": state is field 3, utime field 14, stime field 15.
  local fields = {}
  for w in stat:match("%) (.*)"):gmatch("%S+") do fields[#fields + 1] = w end
  return tonumber(fields[12]) + tonumber(fields[13])
end

function done(summary, latency, requests)
  local c, o = 0, 0
  for _, t in ipairs(threads) do
    c = c + (t:get("created") or 0)
    o = o + (t:get("other") or 0)
  end
  local e = summary.errors
  io.write(string.format(
    'BENCH_WRK {"requests":%d,"durationUs":%d,"bytes":%d,"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},' ..
    '"latencyUs":{"p50":%d,"p99":%d,"max":%d},"cpuTicks":%d,"created":%d,"otherStatus":%d}\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max, cpu_ticks(), c, o))
end
