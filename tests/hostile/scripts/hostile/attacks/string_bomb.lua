return { run = function(ctx)
  local s = "x"
  while true do s = s .. s end
end }
