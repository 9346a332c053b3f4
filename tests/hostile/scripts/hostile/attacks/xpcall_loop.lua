return { run = function(ctx)
  while true do xpcall(function() while true do end end, function() return "caught" end) end
end }
