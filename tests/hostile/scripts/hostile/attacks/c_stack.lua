-- Each lookup calls the metamethod again through C.
return { run = function(ctx)
  local t = setmetatable({}, { __index = function(t, k) return t[k .. "x"] end })
  return t.a
end }
