-- wrk's script for bench/wrk_paths.py: the requests come from a file (one a line: method, a tab,
-- the path, a tab, a JSON body or nothing), each thread sends them in turn from its own offset,
-- and stops after WRK_LIMIT responses, so a run sends a bounded number of requests. A stopped
-- thread leaves a file in WRK_DONE_DIR; wrk itself waits out its -d, so the driver interrupts it
-- once every thread has, and the time is the threads' own (first request to last response).
-- done() prints one JSON line with the latency percentiles (microseconds) and the counts.

local ffi = require("ffi")
ffi.cdef [[
  typedef struct { long tv_sec; long tv_nsec; } timespec;
  int clock_gettime(int clock, timespec *out);
]]
local CLOCK_MONOTONIC = 1

local function now_us()
  local t = ffi.new("timespec")
  ffi.C.clock_gettime(CLOCK_MONOTONIC, t)
  return tonumber(t.tv_sec) * 1000000 + tonumber(t.tv_nsec) / 1000
end

local threads = {}

-- wrk calls setup() for a thread and starts that thread before it sets up the next one, so the
-- thread count comes from the driver (WRK_THREADS), not from setup(): writing into a thread that
-- already runs (thread:set) races with its own Lua state, and now and then a global it reads in
-- request() came back as another value ("attempt to index global 'requests' (a number value)").
function setup(thread)
  thread:set("id", #threads)
  table.insert(threads, thread)
end

function init(args)
  local file = os.getenv("WRK_REQUESTS")
  limit = tonumber(os.getenv("WRK_LIMIT"))
  nthreads = tonumber(os.getenv("WRK_THREADS"))
  requests = {}
  for line in io.lines(file) do
    local method, path, body = line:match("^(%u+)\t([^\t]*)\t?(.*)$")
    local headers = { ["Accept"] = "application/json" }
    if body == "" then
      body = nil
    else
      headers["Content-Type"] = "application/json"
    end
    table.insert(requests, wrk.format(method, path, headers, body))
  end
  next_request = id
  answered, unexpected = 0, 0
  started_us, finished_us = 0, 0
end

function request()
  if started_us == 0 then started_us = now_us() end
  local r = requests[next_request % #requests + 1]
  next_request = next_request + nthreads
  return r
end

function response(status, headers, body)
  answered = answered + 1
  if status >= 400 then unexpected = unexpected + 1 end
  if answered == limit then
    finished_us = now_us()
    io.open(os.getenv("WRK_DONE_DIR") .. "/" .. id, "w"):close()
    wrk.thread:stop()
  end
end

function done(summary, latency, requests)
  local bad, first, last = 0, math.huge, 0
  for _, t in ipairs(threads) do
    bad = bad + t:get("unexpected")
    first = math.min(first, t:get("started_us"))
    last = math.max(last, t:get("finished_us"))
  end
  io.write(string.format(
    '{"requests": %d, "duration_us": %d, "p50_us": %d, "p95_us": %d, "p99_us": %d, ' ..
    '"mean_us": %.1f, "max_us": %d, "socket_errors": %d, "unexpected": %d}\n',
    summary.requests, last - first, latency:percentile(50), latency:percentile(95),
    latency:percentile(99), latency.mean, latency.max,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    bad))
end
