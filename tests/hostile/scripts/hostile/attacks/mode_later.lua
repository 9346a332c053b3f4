-- __mode is read at every collection, so adding it later makes a weak table.
return { run = function(ctx)
  local mt = {}
  local t = setmetatable({}, mt)
  mt.__mode = "k"
end }
