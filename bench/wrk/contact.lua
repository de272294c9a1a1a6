-- POST /api/contact with a valid JSON body, a different visitor each request; counts the 201s (each one a
-- submission the server says is on disk) so the bench can compare them with the rows stored afterwards.
dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "summary.lua")

local n = 0
local body_format = '{"firstName":"Bench","lastName":"Visitor %d-%d","email":"bench%d-%d@example.ng",' ..
  '"phone":"+234 803 000 0000","service":"construction",' ..
  '"message":"We would like a quote for a two-storey office building in Trans-Amadi."}'

function request()
  n = n + 1
  local thread_id = id or 0
  return wrk.format("POST", nil, { ["Content-Type"] = "application/json" },
    string.format(body_format, thread_id, n, thread_id, n))
end

function response(status, headers, body)
  if status == 201 then created = created + 1 else other = other + 1 end
end
